import {
  invoiceBalance,
  invoicePaymentStatus,
  invoicePaymentStatusColours,
  isActiveOrderStatus,
  isInvoiceOverdue,
  isInvoicePayable,
  packageStatusColours,
  shipToOf,
  taxChangeOf,
  termsLabel,
  type Invoice,
  type InvoiceStatus,
  type LedgerLine,
  type PackageStatus,
  type SalesOrder,
  type SalesOrderStatus,
  type ShippingPackage,
} from '@gears/domain';
import type { InvoiceRow, LineRow, OrderRow, PackageRow } from './ledger.repo.ts';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toLine(l: LineRow): LedgerLine {
  return {
    position: l.position,
    itemName: l.item_name,
    description: l.description,
    sku: l.sku,
    quantity: Number(l.quantity),
    unitPrice: Number(l.unit_price),
    lineTotal: Number(l.line_total),
  };
}

export function toPackage(p: PackageRow): ShippingPackage {
  const status = p.status as PackageStatus;
  return {
    id: p.id,
    companyId: p.company_id,
    customerName: p.customer_name,
    salesOrderId: p.sales_order_id,
    orderNumber: p.order_number,
    number: p.number,
    carrier: p.carrier,
    trackingNumber: p.tracking_number,
    shipDate: p.ship_date,
    shippingCost: Number(p.shipping_cost),
    status,
    statusColour: packageStatusColours[status],
    createdAt: iso(p.created_at)!,
    updatedAt: iso(p.updated_at)!,
  };
}

export function toOrder(o: OrderRow, lines: LineRow[] = [], packages: PackageRow[] = []): SalesOrder {
  const status = o.status as SalesOrderStatus;
  return {
    id: o.id,
    companyId: o.company_id,
    customerName: o.customer_name,
    quoteRequestId: o.quote_request_id,
    quoteNumber: o.quote_number,
    subject: o.subject,
    number: o.number,
    status,
    isActive: isActiveOrderStatus(status),
    orderDate: o.order_date,
    deliveryDate: o.delivery_date,
    subtotal: Number(o.subtotal),
    taxTotal: Number(o.tax_total),
    total: Number(o.total),
    invoiceId: o.invoice_id,
    invoiceNumber: o.invoice_number,
    shipToAddress: o.ship_to_address,
    shipTo: shipToOf(o.ship_to_address, o.company_shipping_address),
    lines: lines.filter((l) => l.document_id === o.id).map(toLine),
    packages: packages.filter((p) => p.sales_order_id === o.id).map(toPackage),
    createdAt: iso(o.created_at)!,
    updatedAt: iso(o.updated_at)!,
  };
}

export function invoiceFacts(i: Pick<InvoiceRow, 'status' | 'total' | 'amount_paid' | 'due_date'>) {
  return { status: i.status as InvoiceStatus, total: Number(i.total), amountPaid: Number(i.amount_paid), dueDate: i.due_date };
}

/** canPay: the caller may pay (client admin or manager of the company, not provider staff) and the invoice is payable. */
export function toInvoice(i: InvoiceRow, today: string, callerMayPay: boolean, lines: LineRow[] = []): Invoice {
  const facts = invoiceFacts(i);
  const paymentStatus = invoicePaymentStatus(facts, today);
  return {
    id: i.id,
    companyId: i.company_id,
    customerName: i.customer_name,
    quoteRequestId: i.quote_request_id,
    quoteNumber: i.quote_number,
    subject: i.subject,
    salesOrderId: i.sales_order_id,
    orderNumber: i.order_number,
    number: i.number,
    status: facts.status,
    paymentStatus,
    paymentStatusColour: invoicePaymentStatusColours[paymentStatus],
    isOverdue: isInvoiceOverdue(facts, today),
    invoiceDate: i.invoice_date,
    termsDays: i.terms_days,
    termsLabel: termsLabel(i.terms_days),
    dueDate: i.due_date,
    referenceNumber: i.reference_number,
    taxRate: Number(i.tax_rate),
    quoteTaxRate: i.quote_tax_rate === null ? null : Number(i.quote_tax_rate),
    taxChangeNotice: taxChangeOf(i.quote_tax_rate === null ? null : Number(i.quote_tax_rate), Number(i.tax_rate)),
    subtotal: Number(i.subtotal),
    taxTotal: Number(i.tax_total),
    total: facts.total,
    amountPaid: facts.amountPaid,
    balance: invoiceBalance(facts),
    paidAt: iso(i.paid_at),
    voidedAt: iso(i.voided_at),
    voidReason: i.void_reason,
    canPay: callerMayPay && isInvoicePayable(facts),
    lines: lines.filter((l) => l.document_id === i.id).map(toLine),
    createdAt: iso(i.created_at)!,
    updatedAt: iso(i.updated_at)!,
  };
}
