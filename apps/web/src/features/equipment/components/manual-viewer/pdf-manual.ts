/** A manual PDF opened in the browser: page count, drawing a page, and where text stands on it (for highlights). */
export type TextBox = { str: string; left: number; top: number; width: number; height: number };

export type PdfManual = {
  numPages: number;
  /** Draws the page at `scale` (CSS pixels per PDF point) and gives its CSS size and text boxes at that scale. */
  renderPage(
    pageNumber: number,
    canvas: HTMLCanvasElement,
    scale: number,
  ): { promise: Promise<{ width: number; height: number; boxes: TextBox[] }>; cancel(): void };
  /** The text items of every page, in order, for finding matches across the document. */
  pageTexts(): Promise<string[][]>;
  destroy(): void;
};

/** pdf.js (~300 KB and its worker) loads only when the viewer opens (DESIGN §7: the PDF viewer is a lazy chunk). */
export async function loadPdfManual(data: ArrayBuffer): Promise<PdfManual> {
  const { openPdfManual } = await import('./pdfjs-manual.ts');
  return openPdfManual(data);
}
