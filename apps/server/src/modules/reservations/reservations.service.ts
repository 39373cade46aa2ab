import {
  can,
  defaultDurationHours,
  endAfterHours,
  equipmentMessages,
  reservationMessages as m,
  type CreateReservationInput,
  type ListReservationsQuery,
  type Reservation,
  type ReservationPage,
  type UpdateReservationInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import { notify } from '../notifications/index.ts';
import * as availability from './availability.repo.ts';
import { reservationLink, toReservation } from './reservations.mapper.ts';
import * as repo from './reservations.repo.ts';
import { assertWindowBookable, withOverlapCheck } from './window.service.ts';

export async function listReservations(tx: Sql, scope: Scope, q: ListReservationsQuery): Promise<ReservationPage> {
  const { rows, total } = await repo.listReservations(tx, {
    companyId: readCompany(scope, q.companyId),
    view: q.view,
    equipmentId: q.equipmentId,
    from: q.from,
    to: q.to,
    reservedBy: q.mine === 'true' ? scope.actorId : undefined,
    limit: q.limit,
    offset: q.offset,
  });
  const now = new Date();
  return { items: rows.map((row) => toReservation(row, now)), total };
}

export async function requireReservation(tx: Sql, scope: Scope, id: string): Promise<repo.ReservationRow> {
  const row = await repo.findReservation(tx, id, scope.companyId);
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function getReservation(tx: Sql, scope: Scope, id: string): Promise<Reservation> {
  return toReservation(await requireReservation(tx, scope, id));
}

/** The machine to book, locked (ADR 0019): another company's is 404; archived or retired ones cannot be booked. */
export async function lockBookableMachine(tx: Sql, scope: Scope, equipmentId: string): Promise<availability.MachineRow> {
  const machine = await availability.lockMachine(tx, equipmentId, scope.companyId);
  if (!machine) throw notFound(equipmentMessages.notFound);
  if (machine.archived_at) throw new AppError('CONFLICT', m.archived);
  if (machine.status === 'retired') throw new AppError('CONFLICT', m.retired);
  return machine;
}

/** spec 02 §5: a booking is made pending; its window must be free of bookings, check-outs and maintenance. */
export async function createReservation(tx: Sql, scope: Scope, input: CreateReservationInput): Promise<Reservation> {
  const machine = await lockBookableMachine(tx, scope, input.equipmentId);
  const startAt = new Date(input.startAt);
  const endAt = input.endAt ? new Date(input.endAt) : endAfterHours(startAt, input.durationHours ?? defaultDurationHours);
  const companyId = machine.company_id;
  await assertWindowBookable(tx, { companyId, equipmentId: machine.id, startAt, endAt, checkStart: true, exceptId: null });
  const id = await withOverlapCheck(() =>
    repo.insertReservation(tx, {
      companyId,
      equipmentId: machine.id,
      reservedBy: scope.actorId,
      startAt,
      endAt,
      reservedForName: input.reservedForName,
      reservedForContact: input.reservedForContact,
      purpose: input.purpose,
      notes: input.notes,
    }),
  );
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'reservation_created',
    entityType: 'reservation',
    entityId: id,
    details: { equipmentId: machine.id, equipmentName: machine.name, startAt: startAt.toISOString(), endAt: endAt.toISOString() },
  });
  const created = toReservation((await repo.findReservation(tx, id, companyId))!);
  // Whoever may confirm hears of a booking waiting for them, unless the booker could confirm it themselves.
  if (!can(scope.role, 'reservations.decide')) {
    await notify(tx, {
      kind: 'reservation_awaiting',
      companyId,
      to: { can: 'reservations.decide' },
      type: 'info',
      title: m.awaitingTitle,
      message: m.awaiting(created.reservedByName ?? 'Someone', machine.name),
      link: reservationLink(id),
    });
  }
  return created;
}

/** One's own booking, or anyone's for supervisors and up (ADR 0008 'reservations.decide'). */
export function assertMayChange(scope: Scope, row: repo.ReservationRow): void {
  if (row.reserved_by !== scope.actorId && !can(scope.role, 'reservations.decide')) throw new AppError('FORBIDDEN', m.notYours);
}

/** A booking that may still change: not cancelled, not over. */
export function assertOpen(row: repo.ReservationRow, now = new Date()): void {
  if (row.status === 'cancelled') throw new AppError('CONFLICT', m.alreadyCancelled);
  if (new Date(row.end_at) <= now) throw new AppError('CONFLICT', m.alreadyOver);
}

/**
 * Reads a booking, then locks its machine and reads it again: every writer of a machine's bookings waits on the machine
 * row first (the lock a create takes), so the checks that follow see each other's commits.
 */
export async function lockForChange(tx: Sql, scope: Scope, id: string): Promise<repo.ReservationRow> {
  const first = await requireReservation(tx, scope, id);
  await availability.lockMachine(tx, first.equipment_id, first.company_id);
  return requireReservation(tx, scope, id);
}

/** Moves a booking or changes whom it is for; a moved window passes every check again. */
export async function updateReservation(tx: Sql, scope: Scope, id: string, input: UpdateReservationInput): Promise<Reservation> {
  const row = await lockForChange(tx, scope, id);
  assertMayChange(scope, row);
  assertOpen(row);
  const oldStart = new Date(row.start_at);
  const oldEnd = new Date(row.end_at);
  const startAt = input.startAt ? new Date(input.startAt) : oldStart;
  // A moved start keeps the booking's length unless a new end or duration is given.
  const endAt = input.endAt
    ? new Date(input.endAt)
    : input.durationHours !== undefined
      ? endAfterHours(startAt, input.durationHours)
      : new Date(startAt.getTime() + (oldEnd.getTime() - oldStart.getTime()));
  const moved = startAt.getTime() !== oldStart.getTime() || endAt.getTime() !== oldEnd.getTime();
  if (moved) {
    await assertWindowBookable(tx, {
      companyId: row.company_id,
      equipmentId: row.equipment_id,
      startAt,
      endAt,
      checkStart: startAt.getTime() !== oldStart.getTime(),
      exceptId: row.id,
    });
  }
  const changes: repo.ReservationChanges = {
    startAt: moved ? startAt : undefined,
    endAt: moved ? endAt : undefined,
    reservedForName: input.reservedForName,
    reservedForContact: input.reservedForContact,
    purpose: input.purpose,
    notes: input.notes,
  };
  await withOverlapCheck(() => repo.updateReservation(tx, row.id, row.company_id, changes));
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'reservation_updated',
    entityType: 'reservation',
    entityId: row.id,
    details: moved ? { startAt: startAt.toISOString(), endAt: endAt.toISOString() } : { fields: Object.keys(input) },
  });
  return toReservation((await repo.findReservation(tx, row.id, row.company_id))!);
}
