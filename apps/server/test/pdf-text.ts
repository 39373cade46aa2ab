import { loadPdfjs } from '../src/platform/pdfjs-node.ts';

/**
 * The text of every page as a reader's copy-paste would give it (pdftotext-equivalent: fonts' ToUnicode maps
 * decide), items joined by spaces (pdfkit may split a line into several items), whitespace collapsed.
 */
export async function pdfText(data: Buffer): Promise<{ text: string; pages: number; fonts: string[] }> {
  const pdfjs = await loadPdfjs();
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0, disableFontFace: true }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return { text: parts.join('\n').replace(/\s+/g, ' '), pages: pdf.numPages, fonts: baseFonts(data) };
}

/** The /BaseFont names a PDF declares (an embedded subset reads 'ABCDEF+DejaVuSans'; a standard font 'Helvetica'). */
export function baseFonts(data: Buffer): string[] {
  return [...new Set([...data.toString('latin1').matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((m) => m[1]!))].sort();
}

/** Names in the scripts the PDFs must print exactly (issue 13.3): Polish, German, Spanish, Greek, Cyrillic, symbols. */
export const unicodeNames = ['Łożysko 6205-2RS (Łódź)', 'Größe Müßig', 'Señal año', 'Αντλία', 'Подшипник', '≥ 5 ⁄ 8″'];
