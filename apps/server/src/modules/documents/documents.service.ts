import {
  documentFileName,
  documentPeriodRange,
  documentTypeLabels,
  fromCents,
  invoiceBalance,
  invoicePaymentStatus,
  invoicePaymentStatusLabels,
  ledgerMessages as m,
  ledgerTotals,
  lineTotalCents,
  packageStatusLabels,
  quoteExpiryDate,
  quoteExpiryLabel,
  quoteStatusLabel,
  shipToLines,
  shipToOf,
  formatTaxRate,
  taxChangeOf,
  termsLabel,
  type DocumentList,
  type DocumentSummary,
  type DocumentType,
  type InvoiceStatus,
  type ListDocumentsQuery,
  type PackageStatus,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { readCompany } from '../../platform/scope.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { formatMoney, type DocumentPdfData } from './documents.pdf.ts';
import * as repo from './documents.repo.ts';
import type { Scope } from '../../platform/scope.ts';

const capitalise = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** The status as the caller reads it: quotes use the client or admin labels of spec 03 §4. */
function statusLabelOf(type: DocumentType, row: repo.DocumentRow, reader: Scope, today: string): string {
  if (type === 'quote') return quoteStatusLabel(row.status, reader.isProviderAdmin ? 'admin' : 'client');
  if (type === 'invoice') return invoicePaymentStatusLabels[invoicePaymentStatus(invoiceFacts(row), today)];
  if (type === 'package') return packageStatusLabels[row.status as PackageStatus] ?? capitalise(row.status);
  return capitalise(row.status);
}

const invoiceFacts = (row: repo.DocumentRow) => ({
  status: row.status as InvoiceStatus,
  total: row.total,
  amountPaid: row.amount_paid ?? 0,
  dueDate: row.due_date ?? row.doc_date,
});

function toSummary(type: DocumentType, row: repo.DocumentRow, reader: Scope, today: string): DocumentSummary {
  const expiry = type === 'quote' ? quoteExpiryDate(row.quote_date ?? row.doc_date, row.expiry_date) : null;
  const facts = type === 'invoice' ? invoiceFacts(row) : null;
  return {
    id: row.id,
    type,
    number: row.number,
    title: row.title,
    customerName: row.customer_name,
    companyId: row.company_id,
    referenceNumber: row.reference_number,
    description: row.description,
    date: row.doc_date,
    total: Number(row.total),
    status: row.status,
    statusLabel: statusLabelOf(type, row, reader, today),
    expiryDate: expiry,
    expiryLabel: expiry ? quoteExpiryLabel(expiry, today) : null,
    dueDate: row.due_date,
    termsLabel: row.terms_days === null ? null : termsLabel(row.terms_days),
    paymentStatus: facts ? invoicePaymentStatus(facts, today) : null,
    balance: facts ? invoiceBalance(facts) : null,
    orderNumber: row.order_number,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    fileName: documentFileName(type, row.number, row.id),
    pdfUrl: `/api/documents/${type}/${row.id}/pdf`,
  };
}

/** GET /api/documents: one tab, search, period, sort, keyset pages. RLS keeps a client to their company. */
export async function listDocuments(tx: Sql, reader: Scope, q: ListDocumentsQuery, today: string): Promise<DocumentList> {
  const rows = await repo.listDocuments(
    tx,
    {
      type: q.type,
      companyId: readCompany(reader, q.companyId),
      q: q.q,
      range: documentPeriodRange(q.period, today),
      sort: q.sort,
      after: q.cursor ? decodeCursor(q.cursor, repo.sortKeyTypeOf(q.sort)) : null,
    },
    q.limit + 1,
  );
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    documents: page.map((r) => toSummary(q.type, r, reader, today)),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.sort_key, last.id) : null,
  };
}

const pdfTitles: Record<DocumentType, string> = { quote: 'Quote', order: 'Sales Order', invoice: 'Invoice', package: 'Packing Slip' };

/** Reads what a document's PDF prints (client prices only) under the caller's RLS; another company's id is 404. */
export async function documentPdfData(
  tx: Sql,
  reader: Scope,
  type: DocumentType,
  id: string,
  today: string,
): Promise<{ data: DocumentPdfData; fileName: string }> {
  const row = await repo.findDocument(tx, type, id, reader.companyId);
  if (!row) throw notFound(m.documentNotFound(id, documentTypeLabels[type].toLowerCase()));
  const lineRows = await repo.documentLines(tx, type, id, row.company_id);
  const extras = await repo.documentExtras(tx, type, id, row.company_id);
  const provider = await repo.providerProfile(tx);
  const lines = lineRows.map((l) => ({
    itemName: l.item_name,
    description: l.description,
    sku: l.sku,
    quantity: Number(l.quantity),
    unitPrice: Number(l.unit_price),
    lineTotal: fromCents(lineTotalCents(l.unit_price, l.quantity)),
  }));
  const summary = toSummary(type, row, reader, today);
  const details: [string, string][] = [];
  const totals: [string, string][] = [];
  const money = (v: number) => formatMoney(v);
  if (type === 'quote') {
    details.push(['Quote date', row.quote_date ?? row.doc_date], ['Expires', `${summary.expiryDate} ${summary.expiryLabel}`]);
    // The quote's own rate (the provider's default until it is sent), tax once on the subtotal (tax.rules.ts).
    const t = ledgerTotals(lines, Number(extras.tax_rate ?? 0));
    totals.push(
      ['Subtotal', money(t.subtotal)],
      [`Tax (${formatTaxRate(Number(extras.tax_rate ?? 0))})`, money(t.taxTotal)],
      ['Total incl. tax', money(t.total)],
    );
  } else if (type === 'order' || type === 'invoice') {
    details.push([type === 'order' ? 'Order date' : 'Invoice date', row.doc_date]);
    if (type === 'invoice') {
      details.push(['Terms', summary.termsLabel ?? ''], ['Due date', row.due_date ?? ''], ['Sales order', row.order_number ?? '']);
    } else if (extras.delivery_date) details.push(['Delivery date', extras.delivery_date]);
    if (row.reference_number) details.push(['Reference (PO)', row.reference_number]);
    const rate = type === 'invoice' ? ` (${formatTaxRate(Number(extras.tax_rate ?? 0))})` : '';
    totals.push(
      ['Subtotal', money(Number(extras.subtotal))],
      [`Tax${rate}`, money(Number(extras.tax_total))],
      ['Total', money(Number(row.total))],
    );
    if (type === 'invoice') totals.push(['Amount paid', money(Number(row.amount_paid ?? 0))], ['Balance due', money(summary.balance ?? 0)]);
  } else {
    details.push(
      ['Sales order', row.order_number ?? ''],
      ['Ship date', extras.ship_date ?? 'Not shipped yet'],
      ['Carrier', row.carrier ?? '—'],
      ['Tracking', row.tracking_number ?? '—'],
    );
  }
  details.push(['Status', summary.statusLabel]);
  const taxChange = type === 'invoice' ? taxChangeOf(extras.quote_tax_rate, Number(extras.tax_rate ?? 0)) : null;
  const statusNote =
    type === 'invoice' && row.status === 'paid' && extras.paid_at
      ? `Paid in full on ${new Date(extras.paid_at).toISOString().slice(0, 10)}. Thank you.`
      : type === 'invoice' && row.status === 'void'
        ? 'This invoice has been voided and is not payable.'
        : null;
  const note = [taxChange && `${taxChange} Total ${money(Number(row.total))}.`, statusNote].filter(Boolean).join(' ') || null;
  return {
    fileName: summary.fileName,
    data: {
      type,
      title: pdfTitles[type],
      number: row.number,
      provider: {
        name: provider?.name ?? 'GEARS Portal',
        contactEmail: provider?.contact_email ?? null,
        location: provider?.location ?? null,
      },
      customer: { name: row.customer_name, contactName: extras.contact_name, contactEmail: extras.contact_email },
      shipTo:
        type === 'order' || type === 'package' ? shipToLines(shipToOf(extras.ship_to_address, extras.company_shipping_address)) : null,
      subject: row.title,
      details,
      lines,
      totals,
      note,
      generatedOn: today,
    },
  };
}
