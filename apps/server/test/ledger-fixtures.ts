import type { Database } from '../src/db/database.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import { insertCompany, type TestApp } from './harness.ts';

export type QuoteItemSpec = {
  name: string;
  vendorPrice: number;
  markup: number;
  clientPrice: number;
  quantity: number;
  sku?: string;
  description?: string;
};

/** Two priced items: 2 × $400.00 (vendor $100, 300 %) and 3 × $1,234.56 (vendor $617.28, 100 %): total $4,503.68. */
export const standardItems: QuoteItemSpec[] = [
  {
    name: 'Hydraulic pump',
    vendorPrice: 100,
    markup: 300,
    clientPrice: 400,
    quantity: 2,
    sku: 'HP-200',
    description: 'Main pump, rebuilt',
  },
  { name: 'Track link assembly', vendorPrice: 617.28, markup: 100, clientPrice: 1234.56, quantity: 3, sku: 'TL-9' },
];
export const standardTotal = 4503.68;
/** Vendor figures that must never reach a client: prices, markups, and the vendor total 817.28·… */
export const vendorFigures = ['617.28', '617,28', '1,851.84', '1851.84', '2,051.84', '2051.84'];

/**
 * A quote request written through the owner handle, already sent (quote number, date) and in `status`
 * (accepted by default) with priced items — the state the ledger starts from.
 */
export async function insertQuote(
  db: Database,
  o: {
    companyId: string;
    status?: string;
    title?: string;
    items?: QuoteItemSpec[];
    quoteDate?: string;
    expiryDate?: string | null;
    contactEmail?: string;
  },
): Promise<{ id: string; quoteNumber: string }> {
  const items = o.items ?? standardItems;
  const cents = (n: number) => Math.round(n * 100);
  const client = items.reduce((s, i) => s + Math.round(cents(i.clientPrice) * i.quantity), 0) / 100;
  const vendor = items.reduce((s, i) => s + Math.round(cents(i.vendorPrice) * i.quantity), 0) / 100;
  const rows = await db.query<{ id: string; quote_number: string }>(
    `insert into quote_requests (company_id, title, description, status, contact_name, contact_email, total_vendor_cost, total_client_cost,
                                 quote_number, quote_date, expiry_date, client_notification_sent)
     values ($1, $2, 'Undercarriage and hydraulics overhaul', $3, 'Dana Client', $4, $5, $6,
             'QT-' || lpad(nextval('quote_number_seq')::text, 5, '0'), $7, $8, true)
     returning id, quote_number`,
    [
      o.companyId,
      o.title ?? 'Excavator overhaul',
      o.status ?? 'accepted',
      o.contactEmail ?? 'dana@client.example',
      vendor,
      client,
      o.quoteDate ?? new Date().toISOString().slice(0, 10),
      o.expiryDate ?? null,
    ],
  );
  const id = rows[0]!.id;
  for (const i of items) {
    await db.query(
      `insert into quote_items (company_id, quote_request_id, item_name, description, sku, quantity, vendor_price, markup_percentage, client_price, priced_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())`,
      [o.companyId, id, i.name, i.description ?? null, i.sku ?? null, i.quantity, i.vendorPrice, i.markup, i.clientPrice],
    );
  }
  await db.query(
    `insert into quote_status_events (company_id, quote_request_id, from_status, to_status) values ($1, $2, 'sent_to_client', $3)`,
    [o.companyId, id, o.status ?? 'accepted'],
  );
  return { id, quoteNumber: rows[0]!.quote_number };
}

export type LedgerWorld = {
  admin: Member;
  a: { id: string; name: string; clientAdmin: Member; manager: Member; technician: Member };
  b: { id: string; name: string; clientAdmin: Member };
  call: ReturnType<typeof client>;
};

/** A provider admin and two client companies with signed-in users. */
export async function ledgerWorld(t: TestApp): Promise<LedgerWorld> {
  const a = await insertCompany(t.db);
  const b = await insertCompany(t.db);
  return {
    admin: await newAdmin(t),
    a: {
      ...a,
      clientAdmin: await memberOf(t, a.id, 'client_admin'),
      manager: await memberOf(t, a.id, 'manager'),
      technician: await memberOf(t, a.id, 'technician'),
    },
    b: { ...b, clientAdmin: await memberOf(t, b.id, 'client_admin') },
    call: client(t),
  };
}

/** Converts through the API as the admin; returns the body. */
export async function convert(w: LedgerWorld, quoteId: string, body: Record<string, unknown> = {}) {
  const res = await w.call(w.admin, 'POST', `/api/quote-requests/${quoteId}/convert`, body);
  if (res.statusCode !== 201) throw new Error(`convert failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const today = () => new Date().toISOString().slice(0, 10);
