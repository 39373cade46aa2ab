import type { Sql } from '../../db/database.ts';

export type QuoteRow = {
  id: string;
  company_id: string;
  part_id: string | null;
  part_name: string;
  part_number: string;
  vendor: string;
  units_requested: number;
  notes: string | null;
  status: string;
  requested_by: string | null;
  requested_by_name: string | null;
  created_at: Date;
};

const quoteSelect = `select q.id, q.company_id, q.part_id, coalesce(p.part_name, q.part_name) as part_name,
    coalesce(p.part_number, q.part_number) as part_number, q.vendor, q.units_requested, q.notes, q.status, q.requested_by,
    u.name as requested_by_name, q.created_at
  from parts_quotes q
  left join equipment_parts p on p.id = q.part_id and p.company_id = q.company_id
  left join users u on u.id = q.requested_by`;

export async function insertQuote(
  tx: Sql,
  q: {
    companyId: string;
    partId: string;
    partName: string;
    partNumber: string;
    vendor: string;
    units: number;
    notes: string | null;
    requestedBy: string;
  },
): Promise<QuoteRow> {
  const rows = await tx.query<{ id: string }>(
    `insert into parts_quotes (company_id, part_id, part_name, part_number, vendor, units_requested, notes, requested_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [q.companyId, q.partId, q.partName, q.partNumber, q.vendor, q.units, q.notes, q.requestedBy],
  );
  return (await tx.query<QuoteRow>(`${quoteSelect} where q.id = $1`, [rows[0]!.id]))[0]!;
}

/** spec 02 §7: quote requests with the joined part, newest first. */
export async function listQuotes(tx: Sql, f: { companyId: string | null; partId?: string }, limit: number): Promise<QuoteRow[]> {
  return tx.query<QuoteRow>(
    `${quoteSelect} where ($1::uuid is null or q.company_id = $1) and ($2::uuid is null or q.part_id = $2)
      order by q.created_at desc, q.id desc limit $3`,
    [f.companyId, f.partId ?? null, limit],
  );
}
