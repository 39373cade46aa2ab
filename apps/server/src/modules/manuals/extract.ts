import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { manualPageMaxChars, type ManualFormat } from '@gears/domain';
import { loadPdfjs } from '../../platform/pdfjs-node.ts';
import type { OcrEngine } from '../parts/index.ts';

/**
 * Text of a manual, page by page (issue 18 item 2). PDF: pdfjs-dist's legacy build (the one for Node) reads each page's
 * text layer; a page with none — a scan — is drawn (pdfjs's @napi-rs/canvas) and read by the local OCR engine. DOCX: mammoth's
 * raw text. TXT: as written. Word and text files have no pages, so they are cut into chunks a reader can take in at once
 * (form feeds first, then paragraphs up to manualPageMaxChars); each chunk counts as one page.
 */
export type ExtractedPage = {
  page: number;
  text: string;
  ocr: boolean;
  /** The OCR's confidence 0–100 on a scanned page. */ ocrConfidence?: number;
};

/** Reading only the start of a long PDF (a note's document analysis): at most maxPages, and the page count heard. */
export type ExtractLimit = { maxPages?: number; onPageCount?: (pages: number) => void };

/** A page with fewer letters or digits than this in its text layer is taken for a scan and OCR'd. */
const minTextLayerChars = 16;
/** Scans are drawn at 2× (144 dpi for a US letter page): small print in a manual needs it for OCR. */
const ocrScale = 2;

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
// Local files only (no downloads): the standard fonts for drawing pages that use them.
const standardFontDataUrl = pathToFileURL(path.join(pdfjsRoot, 'standard_fonts') + path.sep).href;

/** Drops the characters the search snippets use as highlight marks, and control characters, from extracted text. */
export function cleanText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, ' ').replace(/[ \t]+/g, ' ');
}

const hasText = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= minTextLayerChars;

export async function extractPdf(data: Buffer, ocr: OcrEngine, signal?: AbortSignal, limit: ExtractLimit = {}): Promise<ExtractedPage[]> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data),
    verbosity: 0,
    disableFontFace: true,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  try {
    const pages: ExtractedPage[] = [];
    limit.onPageCount?.(doc.numPages);
    for (let n = 1; n <= Math.min(doc.numPages, limit.maxPages ?? Infinity); n++) {
      signal?.throwIfAborted();
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      text = cleanText(text).trim();
      if (hasText(text)) {
        pages.push({ page: n, text, ocr: false });
      } else {
        const read = await ocr.recognize(await renderPage(doc, page));
        pages.push({ page: n, text: cleanText(read.text).trim(), ocr: true, ocrConfidence: read.confidence });
      }
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type NodeCanvas = { toBuffer(type: 'image/png'): Buffer };

/**
 * A page drawn to PNG on white, for OCR. Drawn on the canvas pdfjs makes itself (its Node build's own @napi-rs/canvas):
 * a canvas from another copy of that native library segfaults when pdfjs draws images into it.
 */
async function renderPage(doc: PdfDocument, page: PdfPage): Promise<Buffer> {
  const viewport = page.getViewport({ scale: ocrScale });
  const factory = (
    doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: NodeCanvas; context: CanvasRenderingContext2D } } }
  ).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: null, canvasContext: context, viewport, background: '#ffffff' }).promise;
  return canvas.toBuffer('image/png');
}

export async function extractDocx(data: Buffer): Promise<ExtractedPage[]> {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: data });
  return chunkText(value);
}

export function extractTxt(data: Buffer): ExtractedPage[] {
  // A UTF-8 byte order mark is not text.
  return chunkText(data.toString('utf8').replace(/^\uFEFF/, ''));
}

/**
 * Cuts text without pages into pages: at form feeds (how plain-text manuals mark pages), then at paragraph breaks so that
 * no page passes manualPageMaxChars; a single paragraph longer than that is cut at a space.
 */
export function chunkText(raw: string): ExtractedPage[] {
  const pages: string[] = [];
  for (const sheet of raw.replace(/\r\n?/g, '\n').split('\f')) {
    let current = '';
    for (const paragraph of sheet.split(/\n\s*\n/)) {
      const text = cleanText(paragraph).trim();
      if (!text) continue;
      for (const piece of splitLong(text)) {
        if (current && current.length + piece.length + 2 > manualPageMaxChars) {
          pages.push(current);
          current = '';
        }
        current = current ? `${current}\n\n${piece}` : piece;
      }
    }
    if (current) pages.push(current);
  }
  return pages.map((text, i) => ({ page: i + 1, text, ocr: false }));
}

function splitLong(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > manualPageMaxChars) {
    const cut = rest.lastIndexOf(' ', manualPageMaxChars);
    const at = cut > manualPageMaxChars / 2 ? cut : manualPageMaxChars;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** The reader for a stored manual's format (also a note's document: notes/analysis.service.ts). */
export async function extractManual(
  format: ManualFormat,
  data: Buffer,
  ocr: OcrEngine,
  signal?: AbortSignal,
  limit?: ExtractLimit,
): Promise<ExtractedPage[]> {
  if (format === 'pdf') return extractPdf(data, ocr, signal, limit);
  if (format === 'docx') return extractDocx(data);
  return extractTxt(data);
}
