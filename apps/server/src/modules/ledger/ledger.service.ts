import {
  canChangeOrderStatus,
  ledgerMessages as m,
  quoteStatusAfterInvoiceVoid,
  type CreatePackageInput,
  type Invoice,
  type ListInvoicesQuery,
  type ListOrdersQuery,
  type ListPackagesQuery,
  type QuoteStatus,
  type SalesOrder,
  type SalesOrderStatus,
  type ShippingPackage,
  type UpdateOrderInput,
  type UpdatePackageInput,
  type VoidInvoiceInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany } from '../../platform/scope.ts';
import { mayPay } from './ledger.access.ts';
import * as repo from './ledger.repo.ts';
import { toInvoice, toOrder, toPackage } from './ledger.mapper.ts';
import { lockQuoteForLedger, setPaymentLink } from './quote-link.repo.ts';
import { transitionQuote } from '../quotes/index.ts';
import type { Scope } from '../../platform/scope.ts';

export async function listOrders(tx: Sql, reader: Scope, q: ListOrdersQuery): Promise<{ orders: SalesOrder[] }> {
  const rows = await repo.listOrders(
    tx,
    { companyId: readCompany(reader, q.companyId), quoteRequestId: q.quoteRequestId, status: q.status },
    q.limit,
  );
  return { orders: rows.map((o) => toOrder(o)) };
}

export async function getOrder(tx: Sql, reader: Scope, id: string): Promise<SalesOrder> {
  const row = await repo.findOrder(tx, id, reader.companyId);
  if (!row) throw notFound(m.orderNotFound);
  const lines = await repo.listLines(tx, 'order', [id]);
  const packages = await repo.listPackages(tx, { companyId: row.company_id, orderIds: [id] }, 500);
  return toOrder(row, lines, packages);
}

export async function listInvoices(tx: Sql, reader: Scope, q: ListInvoicesQuery, today: string): Promise<{ invoices: Invoice[] }> {
  const rows = await repo.listInvoices(
    tx,
    { companyId: readCompany(reader, q.companyId), quoteRequestId: q.quoteRequestId, status: q.status, today },
    q.limit,
  );
  return { invoices: rows.map((i) => toInvoice(i, today, mayPay(reader))) };
}

export async function getInvoice(tx: Sql, reader: Scope, id: string, today: string): Promise<Invoice> {
  const row = await repo.findInvoice(tx, id, reader.companyId);
  if (!row) throw notFound(m.invoiceNotFound);
  return toInvoice(row, today, mayPay(reader), await repo.listLines(tx, 'invoice', [id]));
}

export async function listPackages(tx: Sql, reader: Scope, q: ListPackagesQuery): Promise<{ packages: ShippingPackage[] }> {
  const rows = await repo.listPackages(
    tx,
    { companyId: readCompany(reader, q.companyId), orderIds: q.orderId ? [q.orderId] : undefined },
    q.limit,
  );
  return { packages: rows.map(toPackage) };
}

export async function getPackage(tx: Sql, reader: Scope, id: string): Promise<ShippingPackage> {
  const row = await repo.findPackage(tx, id, reader.companyId);
  if (!row) throw notFound(m.packageNotFound);
  return toPackage(row);
}

/** Admin: a package on an order; the number is given by the sequence ('PKG-00001'). */
export async function createPackage(tx: Sql, actorId: string, orderId: string, input: CreatePackageInput): Promise<ShippingPackage> {
  const order = await repo.lockOrder(tx, orderId, null);
  if (!order) throw notFound(m.orderNotFound);
  if (order.status === 'cancelled') throw new AppError('CONFLICT', m.orderCancelledNoPackages);
  const id = await repo.insertPackage(tx, { companyId: order.company_id, salesOrderId: order.id, ...input, createdBy: actorId });
  const pkg = (await repo.findPackage(tx, id, order.company_id))!;
  await recordActivity(tx, {
    companyId: order.company_id,
    userId: actorId,
    action: 'package_recorded',
    entityType: 'sales_order',
    entityId: order.id,
    details: { packageId: id, number: pkg.number, carrier: pkg.carrier, trackingNumber: pkg.tracking_number, status: pkg.status },
  });
  return toPackage(pkg);
}

export async function updatePackage(tx: Sql, actorId: string, id: string, input: UpdatePackageInput): Promise<ShippingPackage> {
  if (!(await repo.updatePackage(tx, id, null, input))) throw notFound(m.packageNotFound);
  const pkg = (await repo.findPackage(tx, id, null))!;
  await recordActivity(tx, {
    companyId: pkg.company_id,
    userId: actorId,
    action: 'package_updated',
    entityType: 'sales_order',
    entityId: pkg.sales_order_id,
    details: { packageId: id, ...input },
  });
  return toPackage(pkg);
}

export async function updateOrder(tx: Sql, admin: Scope, id: string, input: UpdateOrderInput): Promise<SalesOrder> {
  const order = await repo.lockOrder(tx, id, null);
  if (!order) throw notFound(m.orderNotFound);
  const from = order.status as SalesOrderStatus;
  if (input.status && !canChangeOrderStatus(from, input.status)) throw new AppError('CONFLICT', m.orderStatusChange(from, input.status));
  await repo.updateOrder(tx, id, order.company_id, {
    status: input.status,
    deliveryDate: input.deliveryDate,
    shipToAddress: input.shipToAddress,
  });
  await recordActivity(tx, {
    companyId: order.company_id,
    userId: admin.actorId,
    action: 'order_updated',
    entityType: 'sales_order',
    entityId: id,
    details: { from, to: input.status ?? from, deliveryDate: input.deliveryDate, shipToAddress: input.shipToAddress },
  });
  return getOrder(tx, admin, id);
}

/**
 * Admin: an issued invoice is voided, never deleted (DESIGN §6); a paid one cannot be. Its open checkouts close, its
 * order is cancelled unless already delivered (a delivery is a fact), and its quote request returns from invoiced or
 * payment_due to accepted with no payment link — no Payment Due banner, and it can be converted again (ADR 0005).
 */
export async function voidInvoice(
  tx: Sql,
  actorId: string,
  id: string,
  input: VoidInvoiceInput,
  today: string,
): Promise<{ invoice: Invoice; message: string; quoteRequest: { id: string; status: QuoteStatus } | null }> {
  const inv = await repo.lockInvoice(tx, id, null);
  if (!inv) throw notFound(m.invoiceNotFound);
  if (inv.status === 'paid') throw new AppError('CONFLICT', m.cannotVoidPaid);
  if (inv.status === 'void') throw new AppError('CONFLICT', m.invoiceVoid);
  await repo.voidInvoice(tx, id, inv.company_id, input.reason);
  const closedSessions = await repo.expireOpenPaymentSessions(tx, id, inv.company_id);

  const order = await repo.lockOrder(tx, inv.sales_order_id, inv.company_id);
  const cancelOrder = order !== null && order.status !== 'cancelled' && canChangeOrderStatus(order.status as SalesOrderStatus, 'cancelled');
  if (cancelOrder) await repo.updateOrder(tx, order.id, inv.company_id, { status: 'cancelled' });

  const quote = await lockQuoteForLedger(tx, inv.quote_request_id, inv.company_id);
  const reopenedAs = quote ? quoteStatusAfterInvoiceVoid(quote.status) : null;
  if (quote && reopenedAs) {
    await transitionQuote(tx, {
      quoteId: quote.id,
      companyId: quote.company_id,
      from: quote.status,
      to: reopenedAs,
      actorId,
      cause: 'invoice_void',
      note: m.invoiceVoidedNote(inv.number, input.reason),
    });
  }
  if (quote) await setPaymentLink(tx, quote.id, quote.company_id, null);

  await recordActivity(tx, {
    companyId: inv.company_id,
    userId: actorId,
    action: 'invoice_voided',
    entityType: 'invoice',
    entityId: id,
    details: {
      number: inv.number,
      reason: input.reason,
      closedPaymentSessions: closedSessions,
      orderCancelled: cancelOrder,
      quoteStatus: quote ? { from: quote.status, to: reopenedAs ?? quote.status } : null,
    },
  });
  const row = (await repo.findInvoice(tx, id, inv.company_id))!;
  return {
    invoice: toInvoice(row, today, false, await repo.listLines(tx, 'invoice', [id])),
    message: m.invoiceVoided(inv.number),
    quoteRequest: quote ? { id: quote.id, status: reopenedAs ?? quote.status } : null,
  };
}
