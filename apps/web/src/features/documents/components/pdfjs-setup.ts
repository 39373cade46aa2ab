import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
// The worker ships with our build (Vite copies it and gives its URL): nothing is loaded from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfHandle } from './pdf-loader.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF with pdf.js. Only reached through pdf-loader.ts's dynamic import: pdf.js is a lazy chunk. */
export async function openPdf(data: ArrayBuffer): Promise<PdfHandle> {
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false });
  const pdf = await task.promise;
  return {
    numPages: pdf.numPages,
    renderPage(pageNumber, canvas, scale) {
      let cancelled = false;
      let cancelRender: (() => void) | null = null;
      const promise = pdf.getPage(pageNumber).then(async (page) => {
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        const render = page.render({ canvas, viewport });
        cancelRender = () => render.cancel();
        await render.promise;
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          cancelRender?.();
        },
      };
    },
    destroy() {
      void task.destroy();
    },
  };
}
