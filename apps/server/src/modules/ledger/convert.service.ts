import {
  fromCents,
  invoiceDueDate,
  isConvertibleQuoteStatus,
  ledgerMessages as m,
  ledgerTotals,
  lineTotalCents,
  noticeTexts,
  quoteStatusLabel,
  type ConvertQuoteInput,
  type ConvertQuoteResult,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './ledger.repo.ts';
import { toInvoice, toOrder } from './ledger.mapper.ts';
import { clientItems, lockQuoteForLedger, setPaymentLink } from './quote-link.repo.ts';
import { moveQuoteThrough } from '../quotes/index.ts';
import { notify } from '../notifications/index.ts';

/** Where a client pays: the quotes page opens the invoice's Pay Now (spec 03 §2 Payment Due banner). */
export const paymentLinkOf = (publicUrl: string, invoiceId: string) => `${publicUrl}/dashboard/quotes?invoice=${invoiceId}`;

/**
 * Converts an accepted quote into our ledger in one transaction (spec 03 §4, DESIGN §5): a sales order and an
 * invoice with snapshots of the items at client prices, terms and due date, and the request moved
 * accepted → sent_to_books ('Processing Invoice': our ledger is the books) → invoiced, each step recorded.
 */
export async function convertQuote(
  tx: Sql,
  opts: { actorId: string; publicUrl: string; today: string },
  quoteRequestId: string,
  input: ConvertQuoteInput,
): Promise<ConvertQuoteResult> {
  const quote = await lockQuoteForLedger(tx, quoteRequestId, null);
  if (!quote) throw notFound(m.quoteNotFound);
  // A voided invoice does not count: its request went back to accepted and may be converted again (ADR 0005).
  if (await repo.liveInvoiceExistsForQuote(tx, quote.id)) throw new AppError('CONFLICT', m.alreadyConverted);
  if (!isConvertibleQuoteStatus(quote.status))
    throw new AppError('CONFLICT', m.convertOnlyAccepted(quoteStatusLabel(quote.status, 'admin')));
  const items = await clientItems(tx, quote.id, quote.company_id);
  if (items.length === 0) throw new AppError('CONFLICT', m.convertNeedsItems);

  const lines: repo.NewLine[] = items.map((it, i) => ({
    position: i + 1,
    itemName: it.item_name,
    description: it.description,
    sku: it.sku,
    quantity: Number(it.quantity),
    unitPrice: Number(it.client_price),
    lineTotal: fromCents(lineTotalCents(it.client_price, it.quantity)),
  }));
  // The invoice repeats the rate the client accepted unless the provider admin sets another; both are recorded and
  // a change is shown to the client before paying (issue 13 item 2).
  const taxRate = input.taxRate ?? Number(quote.tax_rate);
  const totals = ledgerTotals(lines, taxRate);
  const order = await repo.insertOrder(tx, {
    companyId: quote.company_id,
    quoteRequestId: quote.id,
    orderDate: opts.today,
    createdBy: opts.actorId,
    shipToAddress: input.shipToAddress,
    ...totals,
  });
  await repo.insertLines(tx, quote.company_id, 'order', order.id, lines);
  const invoice = await repo.insertInvoice(tx, {
    companyId: quote.company_id,
    quoteRequestId: quote.id,
    salesOrderId: order.id,
    invoiceDate: opts.today,
    termsDays: input.termsDays,
    dueDate: invoiceDueDate(opts.today, input.termsDays),
    referenceNumber: input.referenceNumber,
    taxRate,
    quoteTaxRate: Number(quote.tax_rate),
    createdBy: opts.actorId,
    ...totals,
  });
  await repo.insertLines(tx, quote.company_id, 'invoice', invoice.id, lines);

  await moveQuoteThrough(tx, {
    quoteId: quote.id,
    companyId: quote.company_id,
    from: quote.status,
    to: 'invoiced',
    actorId: opts.actorId,
    note: `Sales order ${order.number}, invoice ${invoice.number}`,
  });
  const paymentLink = paymentLinkOf(opts.publicUrl, invoice.id);
  await setPaymentLink(tx, quote.id, quote.company_id, paymentLink);
  await recordActivity(tx, {
    companyId: quote.company_id,
    userId: opts.actorId,
    action: 'quote_converted',
    entityType: 'quote_request',
    entityId: quote.id,
    details: {
      salesOrderId: order.id,
      orderNumber: order.number,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      total: totals.total,
      taxRate,
      quoteTaxRate: Number(quote.tax_rate),
    },
  });

  // Whoever pays invoices hears of it (issue 17 item 4; the permission table's 'invoices.pay').
  await notify(tx, {
    kind: 'invoice_issued',
    type: 'info',
    companyId: quote.company_id,
    to: { can: 'invoices.pay' },
    ...noticeTexts.invoiceIssued({ number: invoice.number, total: totals.total, dueDate: invoiceDueDate(opts.today, input.termsDays) }),
    link: `/dashboard/quotes?invoice=${invoice.id}`,
  });

  const orderRow = (await repo.findOrder(tx, order.id, quote.company_id))!;
  const invoiceRow = (await repo.findInvoice(tx, invoice.id, quote.company_id))!;
  const orderLines = await repo.listLines(tx, 'order', [order.id]);
  const invoiceLines = await repo.listLines(tx, 'invoice', [invoice.id]);
  return {
    order: toOrder(orderRow, orderLines),
    invoice: toInvoice(invoiceRow, opts.today, false, invoiceLines),
    quoteRequest: { id: quote.id, status: 'invoiced', paymentLink },
    message: m.converted(order.number, invoice.number),
  };
}
