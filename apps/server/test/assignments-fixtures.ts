import type { Database } from '../src/db/database.ts';
import type { TestApp } from './harness.ts';
import { client } from './equipment-fixtures.ts';

/** A check-out through the API as `who`; throws unless it answers 201. */
export async function checkOut(t: TestApp, who: { cookie: string }, body: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await client(t)(who, 'POST', '/api/assignments', body);
  if (res.statusCode !== 201) throw new Error(`check-out failed ${res.statusCode}: ${res.body}`);
  return res.json().assignment;
}

/** A job site row written through the owner handle (the job-sites module has its own API tests). */
export async function insertJobSite(db: Database, companyId: string, o: { name?: string; closed?: boolean } = {}): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into job_sites (company_id, site_name, status, closed_at) values ($1, $2, $3, $4) returning id`,
    [companyId, o.name ?? 'North Quarry', o.closed ? 'closed' : 'active', o.closed ? new Date().toISOString() : null],
  );
  return rows[0]!.id;
}

/** A reservation row written through the owner handle, covering now unless told otherwise. */
export async function insertReservation(
  db: Database,
  o: { companyId: string; equipmentId: string; reservedBy: string; status?: string; startsInHours?: number; hours?: number },
): Promise<string> {
  const start = new Date(Date.now() + (o.startsInHours ?? -1) * 3_600_000);
  const end = new Date(start.getTime() + (o.hours ?? 4) * 3_600_000);
  const rows = await db.query<{ id: string }>(
    `insert into asset_reservations (company_id, equipment_id, reserved_by, start_at, end_at, status, confirmed_at)
      values ($1, $2, $3, $4, $5, $6, case when $6 = 'confirmed' then now() end) returning id`,
    [o.companyId, o.equipmentId, o.reservedBy, start.toISOString(), end.toISOString(), o.status ?? 'confirmed'],
  );
  return rows[0]!.id;
}

export async function equipmentHolder(db: Database, id: string) {
  return (
    await db.query<{ assignment_status: string; assigned_to: string | null; assigned_to_name: string | null }>(
      'select assignment_status, assigned_to, assigned_to_name from equipment where id = $1',
      [id],
    )
  )[0]!;
}

export async function assignmentRow(db: Database, id: string): Promise<Record<string, any>> {
  return (await db.query('select * from asset_assignments where id = $1', [id]))[0]!;
}
