import { reservationStateOf, type Reservation } from '@gears/domain';
import type { ReservationRow } from './reservations.repo.ts';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** The API's view of a row; `state` is derived from the status and the clock (never stored, DESIGN §6). */
export function toReservation(row: ReservationRow, now = new Date()): Reservation {
  const startAt = new Date(row.start_at);
  const endAt = new Date(row.end_at);
  return {
    id: row.id,
    companyId: row.company_id,
    equipmentId: row.equipment_id,
    equipmentName: row.equipment_name,
    reservedBy: row.reserved_by,
    reservedByName: row.reserved_by_name,
    reservedForName: row.reserved_for_name,
    reservedForContact: row.reserved_for_contact,
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    purpose: row.purpose,
    notes: row.notes,
    status: row.status,
    state: reservationStateOf({ status: row.status, startAt, endAt }, now),
    confirmedAt: iso(row.confirmed_at),
    confirmedByName: row.confirmed_by_name,
    cancelledAt: iso(row.cancelled_at),
    cancelledByName: row.cancelled_by_name,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** Where a notification about a booking leads: the Reservations tab of the Equipment page. */
export const reservationLink = (id: string) => `/dashboard/equipment?view=reservations&reservation=${id}`;
