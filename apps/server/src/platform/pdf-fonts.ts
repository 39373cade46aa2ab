import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lazyRequire } from './lazy-require.ts';

const pdfkit = lazyRequire<typeof import('pdfkit')>('pdfkit');

/**
 * The fonts every generated PDF prints with (quotes, orders, invoices, packing slips, QR labels). pdfkit's
 * standard fonts (Helvetica, Courier) only encode Windows-1252, so "Łódź", "Αντλία", "Подшипник" or "≥ ⁄ ″"
 * came out garbled. DejaVu Sans ships with the dejavu-fonts-ttf package (no download at run time) and covers
 * Latin with all its extensions, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic and common symbols, but
 * no Chinese, Japanese or Korean. pdfkit embeds only the glyphs a document uses, so a PDF grows by tens of kB.
 */
export const pdfFonts = { regular: 'GearsSans', bold: 'GearsSans-Bold', monoBold: 'GearsMono-Bold' } as const;
export type PdfFont = (typeof pdfFonts)[keyof typeof pdfFonts];

const files: Record<PdfFont, string> = {
  [pdfFonts.regular]: 'DejaVuSans.ttf',
  [pdfFonts.bold]: 'DejaVuSans-Bold.ttf',
  [pdfFonts.monoBold]: 'DejaVuSansMono-Bold.ttf',
};

let loaded: [PdfFont, Buffer][] | null = null;

/** Read once per process (about 1.8 MB); each document parses and subsets its own copy. */
function fontData(): [PdfFont, Buffer][] {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = (Object.entries(files) as [PdfFont, string][]).map(([name, file]) => [
      name,
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
    ]);
  }
  return loaded;
}

/** A pdfkit document with the Unicode fonts registered and the regular one selected; use `pdfFonts` names only. */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument(options);
  for (const [name, data] of fontData()) doc.registerFont(name, data);
  return doc.font(pdfFonts.regular);
}
