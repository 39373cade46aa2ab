import type { Database } from '../src/db/database.ts';
import type { TestApp } from './harness.ts';
import { client } from './equipment-fixtures.ts';

const hourMs = 3_600_000;
/** An instant `hours` from now, as the API takes it (whole minutes, so two calls in one test agree). */
export const hoursFromNow = (hours: number): string => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * hourMs).toISOString();

export async function reserve(t: TestApp, who: { cookie: string }, body: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await client(t)(who, 'POST', '/api/reservations', body);
  if (res.statusCode !== 201) throw new Error(`reserve failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A booking written through the owner handle: windows in the past, which the API refuses to create. */
export async function insertReservation(
  db: Database,
  r: { companyId: string; equipmentId: string; reservedBy: string; startAt: string; endAt: string; status?: string },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into asset_reservations (company_id, equipment_id, reserved_by, start_at, end_at, status, confirmed_at, cancelled_at)
     values ($1, $2, $3, $4, $5, $6, case when $6 = 'confirmed' then now() end, case when $6 = 'cancelled' then now() end) returning id`,
    [r.companyId, r.equipmentId, r.reservedBy, r.startAt, r.endAt, r.status ?? 'confirmed'],
  );
  return rows[0]!.id;
}

export async function reservationRow(db: Database, id: string): Promise<Record<string, any>> {
  return (await db.query('select * from asset_reservations where id = $1', [id]))[0]!;
}
