import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const badTextMessage = 'Text must not contain NUL characters or invalid Unicode.';

/**
 * U+0000, or a UTF-16 surrogate without its partner. PostgreSQL cannot store the first in text (the query fails), and
 * the second is not Unicode: JSON's "\ud800" escape makes one, and the database driver would silently turn it into
 * U+FFFD. (A regular expression rather than String.prototype.isWellFormed, which the ES2022 typings do not declare.)
 */
const badCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isBadText(text: string): boolean {
  return badCharacter.test(text);
}

/**
 * True when any string in the value, or any object key, is bad text. Walks with its own stack, so a deeply nested
 * body (1 MB of "[[[[…") cannot overflow the call stack. Binary bodies (the webhook's raw Buffer) are not text.
 */
export function hasBadText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (isBadText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const key of Object.keys(item)) {
        if (isBadText(key)) return true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** Throws the one 400 every route gives for bad text. */
export function assertCleanText(value: unknown): void {
  if (hasBadText(value)) throw new AppError('VALIDATION', badTextMessage);
}

/**
 * issue 12 item 5: one check for every request, before any route sees its input. An encoded NUL anywhere in the URL
 * (path or query, API or web page) is refused as soon as the request arrives; the parsed path parameters, query and
 * JSON body are walked before validation. Multipart text fields are read by the route itself (platform/uploads.ts
 * checks them with assertCleanText).
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00')) throw new AppError('VALIDATION', badTextMessage);
  });
  app.addHook('preValidation', async (request) => {
    assertCleanText(request.params);
    assertCleanText(request.query);
    assertCleanText(request.body);
  });
}
