import type { Sql } from '../../db/database.ts';

export type QuoteSearchRow = {
  id: string;
  number: string;
  quote_number: string | null;
  title: string;
  status: string;
  equipment_name: string | null;
};

/** A quote request's fields a search result shows (spec 01 §3: number, reference, status), under RLS. */
export async function quoteSearchRows(tx: Sql, ids: string[]): Promise<QuoteSearchRow[]> {
  return tx.query<QuoteSearchRow>(
    `select q.id, ledger_document_number('QR-', q.number) as number, q.quote_number, q.title, q.status, e.name as equipment_name
       from quote_requests q
       left join equipment e on e.id = q.equipment_id and e.company_id = q.company_id
      where q.id = any($1::uuid[])`,
    [ids],
  );
}
