import type { Sql } from '../../db/database.ts';

export type LineRow = {
  document_id: string;
  position: number;
  item_name: string;
  description: string | null;
  sku: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
};

export type OrderRow = {
  id: string;
  company_id: string;
  customer_name: string;
  quote_request_id: string;
  quote_number: string | null;
  subject: string;
  number: string;
  status: string;
  order_date: string;
  delivery_date: string | null;
  subtotal: number;
  tax_total: number;
  total: number;
  invoice_id: string | null;
  invoice_number: string | null;
  ship_to_address: string | null;
  company_shipping_address: string | null;
  created_at: Date;
  updated_at: Date;
};

export type InvoiceRow = {
  id: string;
  company_id: string;
  customer_name: string;
  quote_request_id: string;
  quote_number: string | null;
  subject: string;
  sales_order_id: string;
  order_number: string;
  number: string;
  status: string;
  invoice_date: string;
  terms_days: number;
  due_date: string;
  reference_number: string | null;
  tax_rate: number;
  quote_tax_rate: number | null;
  subtotal: number;
  tax_total: number;
  total: number;
  amount_paid: number;
  paid_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
  created_at: Date;
  updated_at: Date;
};

export type PackageRow = {
  id: string;
  company_id: string;
  customer_name: string;
  sales_order_id: string;
  order_number: string;
  number: string;
  carrier: string | null;
  tracking_number: string | null;
  ship_date: string | null;
  shipping_cost: number;
  status: string;
  created_at: Date;
  updated_at: Date;
};

// Money leaves the database as float8 (exact for numeric(12,2) amounts) and dates as 'YYYY-MM-DD' text.
const orderSelect = `select o.id, o.company_id, c.name as customer_name, o.quote_request_id, q.quote_number, q.title as subject,
    o.number, o.status, o.order_date::text as order_date, o.delivery_date::text as delivery_date,
    o.subtotal::float8 as subtotal, o.tax_total::float8 as tax_total, o.total::float8 as total,
    i.id as invoice_id, i.number as invoice_number, o.ship_to_address, c.shipping_address as company_shipping_address,
    o.created_at, o.updated_at
  from sales_orders o
  join companies c on c.id = o.company_id
  join quote_requests q on q.id = o.quote_request_id and q.company_id = o.company_id
  left join invoices i on i.sales_order_id = o.id and i.company_id = o.company_id`;

const invoiceSelect = `select i.id, i.company_id, c.name as customer_name, i.quote_request_id, q.quote_number, q.title as subject,
    i.sales_order_id, o.number as order_number, i.number, i.status, i.invoice_date::text as invoice_date, i.terms_days,
    i.due_date::text as due_date, i.reference_number, i.tax_rate::float8 as tax_rate, i.quote_tax_rate::float8 as quote_tax_rate, i.subtotal::float8 as subtotal,
    i.tax_total::float8 as tax_total, i.total::float8 as total, i.amount_paid::float8 as amount_paid, i.paid_at,
    i.voided_at, i.void_reason, i.created_at, i.updated_at
  from invoices i
  join companies c on c.id = i.company_id
  join quote_requests q on q.id = i.quote_request_id and q.company_id = i.company_id
  join sales_orders o on o.id = i.sales_order_id and o.company_id = i.company_id`;

const packageSelect = `select p.id, p.company_id, c.name as customer_name, p.sales_order_id, o.number as order_number, p.number,
    p.carrier, p.tracking_number, p.ship_date::text as ship_date, p.shipping_cost::float8 as shipping_cost, p.status,
    p.created_at, p.updated_at
  from shipping_packages p
  join companies c on c.id = p.company_id
  join sales_orders o on o.id = p.sales_order_id and o.company_id = p.company_id`;

/** companyId null: the provider admin's all-company view (RLS still decides what exists). */
const scoped = (alias: string, n: number) => `($${n}::uuid is null or ${alias}.company_id = $${n})`;

export async function findOrder(tx: Sql, id: string, companyId: string | null): Promise<OrderRow | null> {
  const rows = await tx.query<OrderRow>(`${orderSelect} where o.id = $1 and ${scoped('o', 2)}`, [id, companyId]);
  return rows[0] ?? null;
}

export async function listOrders(
  tx: Sql,
  f: { companyId: string | null; quoteRequestId?: string; status?: string },
  limit: number,
): Promise<OrderRow[]> {
  return tx.query<OrderRow>(
    `${orderSelect} where ${scoped('o', 1)} and ($2::uuid is null or o.quote_request_id = $2) and ($3::text is null or o.status = $3)
      order by o.order_date desc, o.created_at desc, o.id desc limit $4`,
    [f.companyId, f.quoteRequestId ?? null, f.status ?? null, limit],
  );
}

export async function findInvoice(tx: Sql, id: string, companyId: string | null): Promise<InvoiceRow | null> {
  const rows = await tx.query<InvoiceRow>(`${invoiceSelect} where i.id = $1 and ${scoped('i', 2)}`, [id, companyId]);
  return rows[0] ?? null;
}

export async function findInvoiceForQuote(tx: Sql, quoteRequestId: string, companyId: string | null): Promise<InvoiceRow | null> {
  const rows = await tx.query<InvoiceRow>(`${invoiceSelect} where i.quote_request_id = $1 and ${scoped('i', 2)}`, [
    quoteRequestId,
    companyId,
  ]);
  return rows[0] ?? null;
}

export type InvoiceFilter = { companyId: string | null; quoteRequestId?: string; status?: string; today: string };

export async function listInvoices(tx: Sql, f: InvoiceFilter, limit: number): Promise<InvoiceRow[]> {
  // 'overdue' is derived (ledger/invoice-status.rules.ts): issued, balance > 0, due before today.
  return tx.query<InvoiceRow>(
    `${invoiceSelect} where ${scoped('i', 1)} and ($2::uuid is null or i.quote_request_id = $2)
        and ($3::text is null or ($3 = 'overdue' and i.status = 'issued' and i.amount_paid < i.total and i.due_date < $4::date)
             or ($3 <> 'overdue' and i.status = $3))
      order by i.invoice_date desc, i.created_at desc, i.id desc limit $5`,
    [f.companyId, f.quoteRequestId ?? null, f.status ?? null, f.today, limit],
  );
}

export async function findPackage(tx: Sql, id: string, companyId: string | null): Promise<PackageRow | null> {
  const rows = await tx.query<PackageRow>(`${packageSelect} where p.id = $1 and ${scoped('p', 2)}`, [id, companyId]);
  return rows[0] ?? null;
}

export async function listPackages(tx: Sql, f: { companyId: string | null; orderIds?: string[] }, limit: number): Promise<PackageRow[]> {
  return tx.query<PackageRow>(
    `${packageSelect} where ${scoped('p', 1)} and ($2::uuid[] is null or p.sales_order_id = any($2))
      order by p.created_at desc, p.id desc limit $3`,
    [f.companyId, f.orderIds ?? null, limit],
  );
}

export async function listLines(tx: Sql, documentType: 'order' | 'invoice', documentIds: string[]): Promise<LineRow[]> {
  if (documentIds.length === 0) return [];
  return tx.query<LineRow>(
    `select document_id, position, item_name, description, sku, quantity::float8 as quantity, unit_price::float8 as unit_price,
            line_total::float8 as line_total
       from ledger_lines where document_type = $1 and document_id = any($2::uuid[]) order by document_id, position`,
    [documentType, documentIds],
  );
}

export type NewLine = {
  position: number;
  itemName: string;
  description: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
};

export async function insertLines(
  tx: Sql,
  companyId: string,
  documentType: 'order' | 'invoice',
  documentId: string,
  lines: NewLine[],
): Promise<void> {
  await tx.query(
    `insert into ledger_lines (company_id, document_type, document_id, position, item_name, description, sku, quantity, unit_price, line_total)
     select $1, $2, $3, l.position, l.item_name, l.description, l.sku, l.quantity, l.unit_price, l.line_total
       from jsonb_to_recordset($4::jsonb) as l(position int, item_name text, description text, sku text, quantity numeric,
                                              unit_price numeric, line_total numeric)`,
    [
      companyId,
      documentType,
      documentId,
      JSON.stringify(
        lines.map((l) => ({
          position: l.position,
          item_name: l.itemName,
          description: l.description,
          sku: l.sku,
          quantity: l.quantity,
          unit_price: l.unitPrice,
          line_total: l.lineTotal,
        })),
      ),
    ],
  );
}

export type Totals = { subtotal: number; taxTotal: number; total: number };

export async function insertOrder(
  tx: Sql,
  o: { companyId: string; quoteRequestId: string; orderDate: string; createdBy: string; shipToAddress: string | null } & Totals,
): Promise<{ id: string; number: string }> {
  const rows = await tx.query<{ id: string; number: string }>(
    `insert into sales_orders (company_id, quote_request_id, order_date, subtotal, tax_total, total, created_by, ship_to_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, number`,
    [o.companyId, o.quoteRequestId, o.orderDate, o.subtotal, o.taxTotal, o.total, o.createdBy, o.shipToAddress],
  );
  return rows[0]!;
}

export async function insertInvoice(
  tx: Sql,
  i: {
    companyId: string;
    quoteRequestId: string;
    salesOrderId: string;
    invoiceDate: string;
    termsDays: number;
    dueDate: string;
    referenceNumber: string | null;
    taxRate: number;
    quoteTaxRate: number;
    createdBy: string;
  } & Totals,
): Promise<{ id: string; number: string }> {
  const rows = await tx.query<{ id: string; number: string }>(
    `insert into invoices (company_id, quote_request_id, sales_order_id, invoice_date, terms_days, due_date, reference_number,
                           tax_rate, quote_tax_rate, subtotal, tax_total, total, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id, number`,
    [
      i.companyId,
      i.quoteRequestId,
      i.salesOrderId,
      i.invoiceDate,
      i.termsDays,
      i.dueDate,
      i.referenceNumber,
      i.taxRate,
      i.quoteTaxRate,
      i.subtotal,
      i.taxTotal,
      i.total,
      i.createdBy,
    ],
  );
  return rows[0]!;
}

/** A request has at most one invoice that is not void (migration 0013); a void one no longer stands in the way. */
export async function liveInvoiceExistsForQuote(tx: Sql, quoteRequestId: string): Promise<boolean> {
  const rows = await tx.query(`select 1 from invoices where quote_request_id = $1 and status <> 'void'`, [quoteRequestId]);
  return rows.length > 0;
}

export async function lockOrder(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; status: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string; status: string }>(
    `select id, company_id, status from sales_orders o where id = $1 and ${scoped('o', 2)} for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export async function updateOrder(
  tx: Sql,
  id: string,
  companyId: string,
  set: { status?: string; deliveryDate?: string | null; shipToAddress?: string | null },
): Promise<void> {
  await tx.query(
    `update sales_orders set status = coalesce($3, status),
            delivery_date = case when $4 then $5::date else delivery_date end,
            ship_to_address = case when $6 then $7::text else ship_to_address end, updated_at = now()
      where id = $1 and company_id = $2`,
    [
      id,
      companyId,
      set.status ?? null,
      set.deliveryDate !== undefined,
      set.deliveryDate ?? null,
      set.shipToAddress !== undefined,
      set.shipToAddress ?? null,
    ],
  );
}

export type LockedInvoice = {
  id: string;
  company_id: string;
  status: string;
  number: string;
  quote_request_id: string;
  sales_order_id: string;
};

export async function lockInvoice(tx: Sql, id: string, companyId: string | null): Promise<LockedInvoice | null> {
  const rows = await tx.query<LockedInvoice>(
    `select id, company_id, status, number, quote_request_id, sales_order_id from invoices i where id = $1 and ${scoped('i', 2)} for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export async function voidInvoice(tx: Sql, id: string, companyId: string, reason: string | null): Promise<void> {
  await tx.query(
    `update invoices set status = 'void', voided_at = now(), void_reason = $3, updated_at = now() where id = $1 and company_id = $2`,
    [id, companyId, reason],
  );
}

/** A void invoice cannot be paid: its open card checkouts close, so the test checkout refuses them. Returns how many. */
export async function expireOpenPaymentSessions(tx: Sql, invoiceId: string, companyId: string): Promise<number> {
  const rows = await tx.query(
    `update payment_sessions set status = 'expired' where invoice_id = $1 and company_id = $2 and status = 'open' returning id`,
    [invoiceId, companyId],
  );
  return rows.length;
}

export async function insertPackage(
  tx: Sql,
  p: {
    companyId: string;
    salesOrderId: string;
    carrier: string | null;
    trackingNumber: string | null;
    shipDate: string | null;
    shippingCost: number;
    status: string;
    createdBy: string;
  },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into shipping_packages (company_id, sales_order_id, carrier, tracking_number, ship_date, shipping_cost, status, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [p.companyId, p.salesOrderId, p.carrier, p.trackingNumber, p.shipDate, p.shippingCost, p.status, p.createdBy],
  );
  return rows[0]!.id;
}

export async function updatePackage(
  tx: Sql,
  id: string,
  companyId: string | null,
  set: { carrier?: string | null; trackingNumber?: string | null; shipDate?: string | null; shippingCost?: number; status?: string },
): Promise<boolean> {
  const rows = await tx.query(
    `update shipping_packages p set
        carrier = case when $3 then $4 else carrier end,
        tracking_number = case when $5 then $6 else tracking_number end,
        ship_date = case when $7 then $8::date else ship_date end,
        shipping_cost = coalesce($9, shipping_cost),
        status = coalesce($10, status),
        updated_at = now()
      where id = $1 and ${scoped('p', 2)} returning id`,
    [
      id,
      companyId,
      set.carrier !== undefined,
      set.carrier ?? null,
      set.trackingNumber !== undefined,
      set.trackingNumber ?? null,
      set.shipDate !== undefined,
      set.shipDate ?? null,
      set.shippingCost ?? null,
      set.status ?? null,
    ],
  );
  return rows.length > 0;
}
