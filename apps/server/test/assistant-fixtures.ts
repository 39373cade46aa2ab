import type { Database } from '../src/db/database.ts';

/**
 * Rows for the assistant tests, written through the owner handle so each figure in assistant.test.ts can be checked by
 * hand from the inserts. Dates are relative to the database's now(), so "this year" holds whatever day the test runs.
 */
export async function namedMachine(
  db: Database,
  companyId: string,
  m: { name: string; manufacturer?: string; model?: string; type?: string; location?: string; status?: string; hours?: number },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into equipment (company_id, name, manufacturer, model, equipment_type, location, status, hours)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [companyId, m.name, m.manufacturer ?? null, m.model ?? null, m.type ?? null, m.location ?? null, m.status ?? 'active', m.hours ?? null],
  );
  return rows[0]!.id;
}

/**
 * A repair with its amount; `completed` is an SQL expression over now() ('this_year' is the second day of this year,
 * 'last_year' ten days before this year began), null for one not completed.
 */
export async function repairOf(
  db: Database,
  companyId: string,
  equipmentId: string,
  r: {
    description: string;
    amount: string | null;
    status: 'submitted' | 'approved' | 'completed';
    completed?: 'this_year' | 'last_year' | 'today';
  },
): Promise<string> {
  const at = {
    this_year: "date_trunc('year', now()) + interval '1 day 10 hours'",
    last_year: "date_trunc('year', now()) - interval '10 days'",
    today: 'now()',
  };
  const rows = await db.query<{ id: string }>(
    `insert into repairs (company_id, equipment_id, description, quote_amount, status, completed_at)
     values ($1, $2, $3, $4::numeric, $5, ${r.completed ? at[r.completed] : 'null'}) returning id`,
    [companyId, equipmentId, r.description, r.amount, r.status],
  );
  return rows[0]!.id;
}

export async function taskOf(
  db: Database,
  companyId: string,
  t: { equipmentId: string | null; number: string; title: string; dueInDays: number; dueHours?: number; status?: string },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into maintenance_tasks (company_id, task_number, equipment_id, title, status, due_date, anchor_date, series_id, due_hours, completed_at)
     values ($1, $2, $3, $4, $5, current_date + $6::int, current_date + $6::int, gen_random_uuid(), $7,
             case when $5 = 'completed' then now() end) returning id`,
    [companyId, t.number, t.equipmentId, t.title, t.status ?? 'pending', t.dueInDays, t.dueHours ?? null],
  );
  return rows[0]!.id;
}

/** An indexed manual (what the manuals.index job leaves): the document, its index row and its pages' text. */
export async function indexedManual(
  db: Database,
  companyId: string,
  equipmentId: string,
  fileName: string,
  pages: string[],
): Promise<string> {
  const doc = await db.query<{ id: string }>(
    `insert into equipment_documents (company_id, equipment_id, file_key, file_name, content_type, byte_size, manual_type)
     values ($1, $2, gen_random_uuid()::text, $3, 'application/pdf', 1000, 'manual') returning id`,
    [companyId, equipmentId, fileName],
  );
  const id = doc[0]!.id;
  await db.query(
    `insert into equipment_manual_index (document_id, company_id, equipment_id, file_name, extraction_status, embedding_count, indexed_at)
     values ($1, $2, $3, $4, 'indexed', $5, now())`,
    [id, companyId, equipmentId, fileName, pages.length],
  );
  for (const [i, body] of pages.entries()) {
    await db.query(
      `insert into equipment_manual_pages (document_id, page_number, company_id, equipment_id, body) values ($1, $2, $3, $4, $5)`,
      [id, i + 1, companyId, equipmentId, body],
    );
  }
  return id;
}
