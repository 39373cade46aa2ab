import { reservationMessages as m, type Reservation } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { notify } from '../notifications/index.ts';
import { reservationLink, toReservation } from './reservations.mapper.ts';
import * as repo from './reservations.repo.ts';
import { assertMayChange, assertOpen, lockForChange } from './reservations.service.ts';
import { assertNoOtherBookings } from './window.service.ts';

const when = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** Tells the booker when someone else decided on their booking (in the portal's bell). */
async function tellBooker(tx: Sql, scope: Scope, row: repo.ReservationRow, title: string): Promise<void> {
  if (!row.reserved_by || row.reserved_by === scope.actorId) return;
  const confirmed = title === m.confirmed;
  await notify(tx, {
    // A cancellation by someone else is news of the same booking: heard under the same choice.
    kind: 'reservation_confirmed',
    companyId: row.company_id,
    to: { userIds: [row.reserved_by] },
    type: confirmed ? 'success' : 'warning',
    title,
    message: `${row.equipment_name}, ${when(new Date(row.start_at))} – ${when(new Date(row.end_at))}`,
    link: reservationLink(row.id),
  });
}

/**
 * Supervisors and up confirm a pending booking (route permission 'reservations.decide'). A check-out or maintenance
 * that arrived in its window since it was made is refused here, not discovered on the day.
 */
export async function confirmReservation(tx: Sql, scope: Scope, id: string): Promise<Reservation> {
  const row = await lockForChange(tx, scope, id);
  assertOpen(row);
  if (row.status !== 'pending') throw new AppError('CONFLICT', m.onlyPendingConfirm);
  await assertNoOtherBookings(tx, {
    companyId: row.company_id,
    equipmentId: row.equipment_id,
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
  });
  await repo.confirmReservation(tx, row.id, row.company_id, scope.actorId);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'reservation_confirmed',
    entityType: 'reservation',
    entityId: row.id,
    details: { equipmentId: row.equipment_id },
  });
  await tellBooker(tx, scope, row, m.confirmed);
  return toReservation((await repo.findReservation(tx, row.id, row.company_id))!);
}

/** The booker cancels their own; supervisors and up anyone's. A cancelled booking frees its slot at once. */
export async function cancelReservation(tx: Sql, scope: Scope, id: string): Promise<Reservation> {
  const row = await lockForChange(tx, scope, id);
  assertMayChange(scope, row);
  assertOpen(row);
  await repo.cancelReservation(tx, row.id, row.company_id, scope.actorId);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'reservation_cancelled',
    entityType: 'reservation',
    entityId: row.id,
    details: { equipmentId: row.equipment_id },
  });
  await tellBooker(tx, scope, row, m.cancelled);
  return toReservation((await repo.findReservation(tx, row.id, row.company_id))!);
}
