import type { DocumentType } from '@gears/domain';
import { newPdfDocument, pdfFonts } from '../../platform/pdf-fonts.ts';

/** Everything a document PDF prints, already in client terms: no vendor price or markup ever reaches this type. */
export type PdfLine = {
  itemName: string;
  description: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
};

export type DocumentPdfData = {
  type: DocumentType;
  title: string;
  number: string;
  provider: { name: string; contactEmail: string | null; location: string | null };
  customer: { name: string; contactName: string | null; contactEmail: string | null };
  /** Orders and packing slips: the ship-to address lines (the order's own, else the company's, else a 'none' line). */
  shipTo: string[] | null;
  subject: string;
  /** Label/value pairs shown under the number: dates, terms, due date, reference, status, carrier, tracking … */
  details: [string, string][];
  lines: PdfLine[];
  /** Label/value pairs of the totals box (Subtotal, Tax, Total, Amount paid, Balance due); empty for a packing slip. */
  totals: [string, string][];
  note: string | null;
  generatedOn: string;
};

const ink = '#18181b';
const muted = '#52525b';
const rule = '#d4d4d8';
const accent = '#b45309';
const { regular, bold } = pdfFonts;

export const formatMoney = (amount: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
export const formatQuantity = (q: number): string => String(Number(q.toFixed(3)));

type Column = { label: string; x: number; width: number; align: 'left' | 'right' };

function columnsFor(type: DocumentType, left: number, width: number): Column[] {
  if (type === 'package') {
    return [
      { label: '#', x: left, width: 24, align: 'left' },
      { label: 'Item', x: left + 28, width: width - 28 - 170, align: 'left' },
      { label: 'SKU', x: left + width - 166, width: 100, align: 'left' },
      { label: 'Qty', x: left + width - 60, width: 60, align: 'right' },
    ];
  }
  return [
    { label: '#', x: left, width: 24, align: 'left' },
    { label: 'Item', x: left + 28, width: width - 28 - 230, align: 'left' },
    { label: 'Qty', x: left + width - 226, width: 50, align: 'right' },
    { label: 'Unit price', x: left + width - 170, width: 80, align: 'right' },
    { label: 'Amount', x: left + width - 84, width: 84, align: 'right' },
  ];
}

/** Renders a quote, sales order, invoice or packing slip on US Letter, as many pages as the lines need. */
export function renderDocumentPdf(d: DocumentPdfData): Promise<Buffer> {
  const doc = newPdfDocument({
    size: 'LETTER',
    margin: 50,
    bufferPages: true,
    info: { Title: `${d.title} ${d.number}`, Creator: 'GEARS Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 30;

  // Header: provider on the left, document title and number on the right.
  doc
    .font(bold)
    .fontSize(16)
    .fillColor(ink)
    .text(d.provider.name, left, 50, { width: width / 2 });
  doc.font(regular).fontSize(9).fillColor(muted);
  for (const line of [d.provider.location, d.provider.contactEmail]) if (line) doc.text(line, { width: width / 2 });
  doc
    .font(bold)
    .fontSize(20)
    .fillColor(accent)
    .text(d.title.toUpperCase(), left + width / 2, 50, { width: width / 2, align: 'right' });
  doc
    .font(bold)
    .fontSize(11)
    .fillColor(ink)
    .text(d.number, left + width / 2, doc.y + 2, { width: width / 2, align: 'right' });
  let y = Math.max(doc.y, 110) + 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(rule)
    .lineWidth(1)
    .stroke();
  y += 12;

  // Customer on the left (a packing slip's is the ship-to; an order adds its ship-to below), details on the right.
  const block = (heading: string, address: string[] | null, withContact: boolean, top: number) => {
    doc.font(bold).fontSize(9).fillColor(muted).text(heading, left, top);
    doc
      .font(bold)
      .fontSize(11)
      .fillColor(ink)
      .text(d.customer.name, left, doc.y + 2, { width: width / 2 - 10 });
    doc.font(regular).fontSize(9).fillColor(ink);
    for (const line of address ?? []) doc.text(line, { width: width / 2 - 10 });
    doc.fillColor(muted);
    if (withContact)
      for (const line of [d.customer.contactName, d.customer.contactEmail]) if (line) doc.text(line, { width: width / 2 - 10 });
  };
  if (d.type === 'package') block('SHIP TO', d.shipTo, true, y);
  else {
    block('BILL TO', null, true, y);
    if (d.shipTo) block('SHIP TO', d.shipTo, false, doc.y + 8);
  }
  const customerBottom = doc.y;
  let dy = y;
  for (const [label, value] of d.details) {
    doc
      .font(regular)
      .fontSize(9)
      .fillColor(muted)
      .text(label, left + width / 2, dy, { width: 110 });
    doc
      .font(bold)
      .fontSize(9)
      .fillColor(ink)
      .text(value, left + width / 2 + 110, dy, { width: width / 2 - 110, align: 'right' });
    dy = doc.y + 3;
  }
  y = Math.max(customerBottom, dy) + 14;
  doc.font(bold).fontSize(11).fillColor(ink).text(d.subject, left, y, { width });
  y = doc.y + 10;

  // Line items, repeating the header row on each new page.
  const cols = columnsFor(d.type, left, width);
  const headerRow = () => {
    doc.rect(left, y, width, 18).fill('#f4f4f5');
    for (const c of cols)
      doc
        .font(bold)
        .fontSize(8.5)
        .fillColor(muted)
        .text(c.label, c.x + 2, y + 5, { width: c.width - 4, align: c.align });
    y += 22;
  };
  headerRow();
  d.lines.forEach((l, i) => {
    const itemCol = cols[1]!;
    const detail = [l.description, d.type !== 'package' && l.sku ? `SKU ${l.sku}` : null].filter(Boolean).join(' · ');
    doc.font(regular).fontSize(9);
    const height =
      doc.heightOfString(l.itemName, { width: itemCol.width - 4 }) +
      (detail ? doc.fontSize(8).heightOfString(detail, { width: itemCol.width - 4 }) + 2 : 0);
    if (y + height > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      headerRow();
    }
    const values =
      d.type === 'package'
        ? [String(i + 1), '', l.sku ?? '', formatQuantity(l.quantity)]
        : [String(i + 1), '', formatQuantity(l.quantity), formatMoney(l.unitPrice), formatMoney(l.lineTotal)];
    cols.forEach((c, k) => {
      if (k === 1) return;
      doc
        .font(regular)
        .fontSize(9)
        .fillColor(ink)
        .text(values[k]!, c.x + 2, y, { width: c.width - 4, align: c.align });
    });
    doc
      .font(bold)
      .fontSize(9)
      .fillColor(ink)
      .text(l.itemName, itemCol.x + 2, y, { width: itemCol.width - 4 });
    if (detail)
      doc
        .font(regular)
        .fontSize(8)
        .fillColor(muted)
        .text(detail, itemCol.x + 2, doc.y + 1, { width: itemCol.width - 4 });
    y = Math.max(doc.y, y + 12) + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .strokeColor(rule)
      .lineWidth(0.5)
      .stroke();
  });
  if (d.lines.length === 0) {
    doc
      .font(regular)
      .fontSize(9)
      .fillColor(muted)
      .text('No line items.', left + 2, y);
    y = doc.y + 8;
  }

  // Totals box, right-aligned.
  if (d.totals.length > 0) {
    if (y + d.totals.length * 16 + 10 > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    y += 6;
    d.totals.forEach(([label, value], i) => {
      const strong = label === 'Total' || label === 'Balance due';
      doc
        .font(strong ? bold : regular)
        .fontSize(strong ? 10.5 : 9.5)
        .fillColor(ink);
      doc.text(label, left + width - 260, y + i * 16, { width: 150, align: 'right' });
      doc.text(value, left + width - 104, y + i * 16, { width: 104, align: 'right' });
    });
    y += d.totals.length * 16 + 8;
  }
  if (d.note)
    doc
      .font(regular)
      .fontSize(9)
      .fillColor(muted)
      .text(d.note, left, y + 8, { width });

  const pages = doc.bufferedPageRange();
  for (let p = 0; p < pages.count; p++) {
    doc.switchToPage(pages.start + p);
    const footerY = doc.page.height - doc.page.margins.bottom - 12;
    doc
      .font(regular)
      .fontSize(7.5)
      .fillColor(muted)
      .text(`${d.title} ${d.number} · generated ${d.generatedOn} · page ${p + 1} of ${pages.count}`, left, footerY, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
