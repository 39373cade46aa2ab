import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use instead of at start-up. pdfkit, stripe, nodemailer, qrcode and pg cost
 * about 0.8 s of CPU to load and most starts never touch them (issue 14 item 11: healthy in ≤ 3 s; ADR 0021). A
 * static `import` of them would be hoisted to the top of the server bundle and load on every start.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
