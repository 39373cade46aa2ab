/**
 * pdfjs-dist's legacy build (the one for Node), loaded on first use. pdfjs-dist 5 expects Promise.withResolvers
 * (Node 22); Node 20 lacks it (DESIGN §2 notes), so it is added first when missing.
 */
export async function loadPdfjs(): Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> {
  if (!(Promise as { withResolvers?: unknown }).withResolvers) {
    (Promise as unknown as { withResolvers: () => unknown }).withResolvers = () => {
      let resolve!: (v: unknown) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise((a, b) => {
        resolve = a;
        reject = b;
      });
      return { promise, resolve, reject };
    };
  }
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}
