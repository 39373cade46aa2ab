import type { ReservationView } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

/** One reservation as selected below, with its machine's and people's names. */
export type ReservationRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  equipment_name: string;
  reserved_by: string | null;
  reserved_by_name: string | null;
  reserved_for_name: string | null;
  reserved_for_contact: string | null;
  start_at: Date;
  end_at: Date;
  purpose: string | null;
  notes: string | null;
  status: 'pending' | 'confirmed' | 'cancelled';
  confirmed_at: Date | null;
  confirmed_by_name: string | null;
  cancelled_at: Date | null;
  cancelled_by_name: string | null;
  created_at: Date;
  updated_at: Date;
};

const columns = `r.id, r.company_id, r.equipment_id, e.name as equipment_name, r.reserved_by, ub.name as reserved_by_name,
  r.reserved_for_name, r.reserved_for_contact, r.start_at, r.end_at, r.purpose, r.notes, r.status, r.confirmed_at,
  uc.name as confirmed_by_name, r.cancelled_at, ux.name as cancelled_by_name, r.created_at, r.updated_at`;
const from = `asset_reservations r
  join equipment e on e.id = r.equipment_id and e.company_id = r.company_id
  left join users ub on ub.id = r.reserved_by
  left join users uc on uc.id = r.confirmed_by
  left join users ux on ux.id = r.cancelled_by`;

/** The tab's groups as SQL over the stored status and the clock (reservation.rules.ts reservationStateOf). */
const viewWhere: Record<ReservationView, string> = {
  upcoming: `r.status <> 'cancelled' and r.start_at > now()`,
  active: `r.status <> 'cancelled' and r.start_at <= now() and r.end_at > now()`,
  past: `r.status <> 'cancelled' and r.end_at <= now()`,
  cancelled: `r.status = 'cancelled'`,
  all: 'true',
};
const viewOrder: Record<ReservationView, string> = {
  upcoming: 'r.start_at, r.id',
  active: 'r.end_at, r.id',
  past: 'r.start_at desc, r.id desc',
  cancelled: 'r.cancelled_at desc, r.id desc',
  all: 'r.start_at desc, r.id desc',
};

export type ReservationFilter = {
  companyId: string | null;
  view: ReservationView;
  equipmentId?: string;
  from?: string;
  to?: string;
  reservedBy?: string;
  limit: number;
  offset: number;
};

export async function listReservations(tx: Sql, f: ReservationFilter): Promise<{ rows: ReservationRow[]; total: number }> {
  const rows = await tx.query<ReservationRow & { total: string }>(
    `select ${columns}, count(*) over () as total from ${from}
      where ($1::uuid is null or r.company_id = $1) and ${viewWhere[f.view]}
        and ($2::uuid is null or r.equipment_id = $2)
        and ($3::timestamptz is null or r.end_at > $3) and ($4::timestamptz is null or r.start_at < $4)
        and ($5::uuid is null or r.reserved_by = $5)
      order by ${viewOrder[f.view]} limit $6 offset $7`,
    [f.companyId, f.equipmentId ?? null, f.from ?? null, f.to ?? null, f.reservedBy ?? null, f.limit, f.offset],
  );
  return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function findReservation(tx: Sql, id: string, companyId: string | null): Promise<ReservationRow | null> {
  const rows = await tx.query<ReservationRow>(
    `select ${columns} from ${from} where r.id = $1 and ($2::uuid is null or r.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Locks a reservation row while it changes, so a confirm and a cancel cannot interleave. */
export async function lockReservation(tx: Sql, id: string, companyId: string | null): Promise<{ id: string; company_id: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string }>(
    `select id, company_id from asset_reservations where id = $1 and ($2::uuid is null or company_id = $2) for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type NewReservation = {
  companyId: string;
  equipmentId: string;
  reservedBy: string;
  startAt: Date;
  endAt: Date;
  reservedForName: string | null;
  reservedForContact: string | null;
  purpose: string | null;
  notes: string | null;
  isDemo?: boolean;
};

export async function insertReservation(tx: Sql, r: NewReservation): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into asset_reservations (company_id, equipment_id, reserved_by, start_at, end_at, reserved_for_name,
       reserved_for_contact, purpose, notes, is_demo) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      r.companyId,
      r.equipmentId,
      r.reservedBy,
      r.startAt,
      r.endAt,
      r.reservedForName,
      r.reservedForContact,
      r.purpose,
      r.notes,
      r.isDemo ?? false,
    ],
  );
  return rows[0]!.id;
}

export type ReservationChanges = Partial<{
  startAt: Date;
  endAt: Date;
  reservedForName: string | null;
  reservedForContact: string | null;
  purpose: string | null;
  notes: string | null;
}>;

const changeColumns: Record<keyof ReservationChanges, string> = {
  startAt: 'start_at',
  endAt: 'end_at',
  reservedForName: 'reserved_for_name',
  reservedForContact: 'reserved_for_contact',
  purpose: 'purpose',
  notes: 'notes',
};

export async function updateReservation(tx: Sql, id: string, companyId: string, changes: ReservationChanges): Promise<void> {
  const keys = (Object.keys(changes) as (keyof ReservationChanges)[]).filter((k) => changes[k] !== undefined);
  const sets = keys.map((k, i) => `${changeColumns[k]} = $${i + 3}`);
  await tx.query(`update asset_reservations set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 and company_id = $2`, [
    id,
    companyId,
    ...keys.map((k) => changes[k]),
  ]);
}

export async function confirmReservation(tx: Sql, id: string, companyId: string, actorId: string): Promise<void> {
  await tx.query(
    `update asset_reservations set status = 'confirmed', confirmed_by = $3, confirmed_at = now(), updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, actorId],
  );
}

export async function cancelReservation(tx: Sql, id: string, companyId: string, actorId: string): Promise<void> {
  await tx.query(
    `update asset_reservations set status = 'cancelled', cancelled_by = $3, cancelled_at = now(), updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, actorId],
  );
}
