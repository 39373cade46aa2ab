import { getDocument, GlobalWorkerOptions, Util } from 'pdfjs-dist';
// The worker ships with our build (Vite copies it and gives its URL): nothing is loaded from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfManual, TextBox } from './pdf-manual.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

type TextItem = { str: string; transform: number[]; width: number };
const textItemsOf = (items: object[]): TextItem[] => items.filter((item): item is TextItem => 'str' in item);

/** Only reached through pdf-manual.ts's dynamic import. */
export async function openPdfManual(data: ArrayBuffer): Promise<PdfManual> {
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false });
  const pdf = await task.promise;
  let texts: Promise<string[][]> | null = null;
  return {
    numPages: pdf.numPages,
    renderPage(pageNumber, canvas, scale) {
      let cancelled = false;
      let cancelRender: (() => void) | null = null;
      const promise = pdf.getPage(pageNumber).then(async (page) => {
        const ratio = window.devicePixelRatio || 1;
        const cssViewport = page.getViewport({ scale });
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(cssViewport.width)}px`;
        canvas.style.height = `${Math.floor(cssViewport.height)}px`;
        if (!cancelled) {
          const render = page.render({ canvas, viewport });
          cancelRender = () => render.cancel();
          await render.promise;
        }
        const content = await page.getTextContent();
        const boxes: TextBox[] = textItemsOf(content.items).map((item) => {
          // The item's place on the page at this scale: pdf.js's own transform from PDF space to the viewport.
          const tx = Util.transform(cssViewport.transform, item.transform);
          const height = Math.hypot(tx[2]!, tx[3]!);
          return { str: item.str, left: tx[4]!, top: tx[5]! - height, width: item.width * scale, height };
        });
        return { width: cssViewport.width, height: cssViewport.height, boxes };
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          cancelRender?.();
        },
      };
    },
    pageTexts() {
      texts ??= (async () => {
        const all: string[][] = [];
        for (let n = 1; n <= pdf.numPages; n++) {
          const content = await (await pdf.getPage(n)).getTextContent();
          all.push(textItemsOf(content.items).map((item) => item.str));
        }
        return all;
      })();
      return texts;
    },
    destroy() {
      void task.destroy();
    },
  };
}
