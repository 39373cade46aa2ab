import type { LabelLayout } from '@gears/domain';
import { newPdfDocument, pdfFonts } from '../../platform/pdf-fonts.ts';

export type LabelData = {
  name: string;
  manufacturer: string | null;
  model: string | null;
  year: number | null;
  code: string;
  qrPng: Buffer;
};

type Sheet = {
  page: [number, number];
  columns: number;
  rows: number;
  label: [number, number];
  origin: [number, number];
  pitch: [number, number];
};

const mm = (v: number) => (v * 72) / 25.4;

/** Label stock geometry in points (1/72 in), from the stock makers' published templates. */
const sheets: Record<LabelLayout, Sheet> = {
  // Avery 5160: US Letter, 3 × 10 labels of 2 5/8 × 1 in, 3/16 in side and 1/2 in top margins, 1/8 in column gap.
  'avery-5160': { page: [612, 792], columns: 3, rows: 10, label: [189, 72], origin: [13.5, 36], pitch: [198, 72] },
  // Avery L7160: A4, 3 × 7 labels of 63.5 × 38.1 mm, 7.2 mm side and 15.1 mm top margins, 2.5 mm column gap.
  'avery-l7160': {
    page: [595.28, 841.89],
    columns: 3,
    rows: 7,
    label: [mm(63.5), mm(38.1)],
    origin: [mm(7.2), mm(15.1)],
    pitch: [mm(66), mm(38.1)],
  },
  // One large label per 4 × 6 in page, the common thermal label printer size.
  single: { page: [288, 432], columns: 1, rows: 1, label: [288, 432], origin: [0, 0], pitch: [288, 432] },
};

/**
 * The blank modules inside each label's QR image. With the label's own padding around the image this
 * leaves at least the standard 4-module quiet zone on the label, while the code stays as large as the
 * label allows: on Avery stock the 4-7 pt padding adds 2+ modules to the image's 2 (4.2 on 5160); on
 * the single label the text sits 10 pt under a 224 pt code, so the image carries all 4.
 */
export const labelQrMargin: Record<LabelLayout, number> = { 'avery-5160': 2, 'avery-l7160': 2, single: 4 };

/** spec 02 §2: the printed label's footer. */
export const labelFooter = 'Scan to access equipment details and maintenance history';
const ink = '#18181b';
const muted = '#52525b';
const { regular, bold, monoBold } = pdfFonts;

/** The GEARS mark (apps/web/src/components/logo.tsx): a dark rounded square with an amber G, drawn as vectors. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const s = size / 32;
  doc.save().translate(x, y).scale(s);
  doc.roundedRect(0, 0, 32, 32, 7).fill(ink);
  doc.path('M16 7a9 9 0 1 0 9 9h-9').lineWidth(3.5).lineCap('round').lineJoin('round').stroke('#f59e0b');
  doc.restore();
}

const detailLine = (l: LabelData) => [l.manufacturer, l.model].filter(Boolean).join(' · ') || '—';

/** Text cut to `lines` lines with an ellipsis; returns the y below the text. */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  font: string,
  size: number,
  color = ink,
  lines = 1,
): number {
  doc.font(font).fontSize(size).fillColor(color);
  // Whole lines of this font (DejaVu's line is 1.164 em), so a name that fits on one line reserves one.
  const used = Math.min(lines, Math.max(1, Math.round(doc.heightOfString(text, { width }) / doc.currentLineHeight(true))));
  doc.text(text, x, y, { width, ellipsis: true, height: size * 1.2 * used });
  return y + size * 1.25 * used;
}

/** A small label (Avery grids): QR on the left, the spec's lines on the right. */
function drawSmallLabel(doc: PDFKit.PDFDocument, l: LabelData, x: number, y: number, w: number, h: number, website: string) {
  const pad = h > 90 ? 7 : 4;
  const qr = Math.min(h - pad * 2, w * 0.42);
  doc.image(l.qrPng, x + pad, y + (h - qr) / 2, { width: qr, height: qr });
  const tx = x + pad * 2 + qr;
  const tw = w - (tx - x) - pad;
  const k = h > 90 ? 1.3 : 1;
  let ty = y + pad;
  drawLogo(doc, tx, ty, 7 * k);
  line(doc, website, tx + 9 * k, ty + 0.5 * k, tw - 9 * k, bold, 5.5 * k, muted);
  ty += 9 * k;
  ty = line(doc, l.name, tx, ty, tw, bold, 7.5 * k, ink, h > 90 ? 2 : 1);
  ty = line(doc, detailLine(l), tx, ty, tw, regular, 6 * k);
  ty = line(doc, l.year ? `Year ${l.year}` : 'Year —', tx, ty, tw, regular, 6 * k);
  ty = line(doc, l.code, tx, ty, tw, monoBold, 7 * k);
  doc
    .font(regular)
    .fontSize(4.5 * k)
    .fillColor(muted)
    .text(labelFooter, tx, ty, { width: tw, height: y + h - ty - pad / 2, ellipsis: true });
}

/** The single large label: logo and website, a big QR, then the equipment lines and the footer. */
function drawLargeLabel(doc: PDFKit.PDFDocument, l: LabelData, x: number, y: number, w: number, website: string) {
  const pad = 20;
  drawLogo(doc, x + pad, y + pad, 26);
  doc
    .font(bold)
    .fontSize(15)
    .fillColor(ink)
    .text('GEARS Portal', x + pad + 34, y + pad + 1, { lineBreak: false });
  doc
    .font(regular)
    .fontSize(9)
    .fillColor(muted)
    .text(website, x + pad + 34, y + pad + 17, { lineBreak: false });
  const qr = w - pad * 2 - 24;
  doc.image(l.qrPng, x + (w - qr) / 2, y + 60, { width: qr, height: qr });
  let ty = y + 60 + qr + 10;
  const cw = w - pad * 2;
  const centred = { width: cw, align: 'center' as const, ellipsis: true };
  doc
    .font(bold)
    .fontSize(15)
    .fillColor(ink)
    .text(l.name, x + pad, ty, { ...centred, height: 18 });
  ty += 20;
  doc
    .font(regular)
    .fontSize(10)
    .fillColor(ink)
    .text(detailLine(l), x + pad, ty, { ...centred, height: 12 });
  ty += 14;
  doc.text(l.year ? `Year ${l.year}` : 'Year —', x + pad, ty, { ...centred, height: 12 });
  ty += 16;
  doc
    .font(monoBold)
    .fontSize(15)
    .text(l.code, x + pad, ty, { ...centred, height: 18 });
  ty += 22;
  doc
    .font(regular)
    .fontSize(8)
    .fillColor(muted)
    .text(labelFooter, x + pad, ty, { width: cw, align: 'center' });
}

/** Renders the labels onto the chosen stock, as many pages as needed. */
export function renderLabelSheet(labels: LabelData[], layout: LabelLayout, website: string): Promise<Buffer> {
  const sheet = sheets[layout];
  const doc = newPdfDocument({
    size: sheet.page,
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Equipment QR labels', Creator: 'GEARS Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const perPage = sheet.columns * sheet.rows;
  labels.forEach((label, i) => {
    const slot = i % perPage;
    if (slot === 0) doc.addPage({ size: sheet.page, margin: 0 });
    const x = sheet.origin[0] + (slot % sheet.columns) * sheet.pitch[0];
    const y = sheet.origin[1] + Math.floor(slot / sheet.columns) * sheet.pitch[1];
    if (layout === 'single') drawLargeLabel(doc, label, x, y, sheet.label[0], website);
    else drawSmallLabel(doc, label, x, y, sheet.label[0], sheet.label[1], website);
  });
  doc.end();
  return done;
}
