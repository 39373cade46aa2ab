import type { Sql } from '../../db/database.ts';

export type InvoiceSearchRow = {
  id: string;
  number: string;
  reference_number: string | null;
  status: 'issued' | 'paid' | 'void';
  total: string;
  amount_paid: string;
  due_date: string;
  quote_title: string | null;
};

/** An invoice's fields a search result shows (spec 01 §3: number, total, balance, status), under RLS. */
export async function invoiceSearchRows(tx: Sql, ids: string[]): Promise<InvoiceSearchRow[]> {
  return tx.query<InvoiceSearchRow>(
    `select i.id, i.number, i.reference_number, i.status, i.total::text as total, i.amount_paid::text as amount_paid,
            i.due_date::text as due_date, q.title as quote_title
       from invoices i
       left join quote_requests q on q.id = i.quote_request_id and q.company_id = i.company_id
      where i.id = any($1::uuid[])`,
    [ids],
  );
}
