import { createCanvas } from '@napi-rs/canvas';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';

/** A page of a generated PDF: text set in Helvetica (a text layer), or a picture of text with no text layer (a scan). */
export type PdfPage = { text: string } | { scan: string[] };

/** A PNG of black lines of text on white, as a scanner would give a printed page. */
export function scanOf(lines: string[]): Buffer {
  const canvas = createCanvas(1275, 300 + lines.length * 90);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  g.font = '56px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 90, 200 + i * 90));
  return canvas.toBuffer('image/png');
}

/** A US-letter PDF made with pdfkit (already the server's PDF writer), one entry per page. */
export function makePdf(pages: PdfPage[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const page of pages) {
    doc.addPage();
    if ('text' in page) doc.font('Helvetica').fontSize(12).text(page.text);
    else doc.image(scanOf(page.scan), 0, 0, { width: 612 });
  }
  doc.end();
  return done;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A Word document (OOXML) built with JSZip: the three parts Word itself needs — content types, the package relationship
 * and word/document.xml with one paragraph per entry. Mammoth reads it as Word would.
 */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`,
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
