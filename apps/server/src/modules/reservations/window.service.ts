import { quotasOf, reservationMessages as m, reservationWindowProblem } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { planOfCompany } from '../billing/index.ts';
import * as availability from './availability.repo.ts';

/**
 * The checks every booking of a window passes (spec 02 §5, §9; spec 01 §6), run after the machine's row is locked
 * (availability.repo.ts lockMachine). The overlap with other bookings is the exclusion constraint's, at insert or
 * update (ADR 0019).
 */
export async function assertWindowBookable(
  tx: Sql,
  w: { companyId: string; equipmentId: string; startAt: Date; endAt: Date; checkStart: boolean; exceptId: string | null },
): Promise<void> {
  const tier = (await planOfCompany(tx, w.companyId)).limitsTier;
  // Multi-day bookings come with Professional and up (issue 15: rental and construction jobs); Basic keeps 1-24 h.
  const problem = reservationWindowProblem({
    startAt: w.startAt,
    endAt: w.endAt,
    now: new Date(),
    multiDay: tier !== 'basic',
    checkStart: w.checkStart,
  });
  if (problem) throw new AppError('VALIDATION', problem);
  const limit = quotasOf(tier).reservationsPerAsset;
  if (limit !== null && (await availability.openReservationCount(tx, w.equipmentId, w.companyId, w.exceptId)) >= limit) {
    throw new AppError('FORBIDDEN', m.perAssetLimit(limit), { details: { reason: 'plan_limit', kind: 'reservationsPerAsset' } });
  }
  await assertNoOtherBookings(tx, w);
}

/** An active check-out or scheduled maintenance in the window: 409 'Asset is not available during the selected time'. */
export async function assertNoOtherBookings(
  tx: Sql,
  w: { companyId: string; equipmentId: string; startAt: Date; endAt: Date },
): Promise<void> {
  const checkOut = await availability.checkOutInWindow(tx, w.equipmentId, w.companyId, w.startAt);
  if (checkOut) throw new AppError('CONFLICT', m.unavailableCheckedOut(checkOut.holder), { details: { reason: 'unavailable' } });
  const due = await availability.maintenanceInWindow(tx, w.equipmentId, w.companyId, w.startAt, w.endAt);
  if (due) throw new AppError('CONFLICT', m.unavailableMaintenance(due), { details: { reason: 'unavailable' } });
}

/** Runs a write that may break asset_reservations_no_overlap; a violation is 409 'Reservation Conflict'. */
export async function withOverlapCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (availability.isOverlapViolation(err)) throw new AppError('CONFLICT', m.conflict, { details: { reason: 'reservation_conflict' } });
    throw err;
  }
}
