/** A PDF opened for the preview: its page count, a way to draw one page, and cleanup. */
export type PdfHandle = {
  numPages: number;
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): { promise: Promise<void>; cancel(): void };
  destroy(): void;
};

/** pdf.js (~300 KB) loads only when a preview opens (DESIGN §7: heavy parts are lazy chunks). */
export async function loadPdf(data: ArrayBuffer): Promise<PdfHandle> {
  const { openPdf } = await import('./pdfjs-setup.ts');
  return openPdf(data);
}
