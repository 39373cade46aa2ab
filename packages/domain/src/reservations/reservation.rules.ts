import { reservationMessages as m } from './messages.ts';

/** Stored states (migration 0023): a booking is made pending, then confirmed or cancelled. */
export const reservationStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/**
 * What a reservation is now (spec 02 §4): derived from the stored status and the clock, never stored (DESIGN §6).
 * Active while now lies inside the window, completed after it. A pending booking whose window passed without anyone
 * confirming it is expired, not completed: nobody agreed to it.
 */
export const reservationStates = ['pending', 'confirmed', 'active', 'completed', 'expired', 'cancelled'] as const;
export type ReservationState = (typeof reservationStates)[number];

export const reservationStateLabels: Record<ReservationState, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  active: 'Active',
  completed: 'Completed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export function reservationStateOf(r: { status: ReservationStatus; startAt: Date; endAt: Date }, now: Date): ReservationState {
  if (r.status === 'cancelled') return 'cancelled';
  if (now >= r.endAt) return r.status === 'confirmed' ? 'completed' : 'expired';
  if (now >= r.startAt) return 'active';
  return r.status;
}

/** A reservation is open (holds its slot, may still change) while it is pending or confirmed and not yet over. */
export const isOpenReservation = (r: { status: ReservationStatus; endAt: Date }, now: Date): boolean =>
  r.status !== 'cancelled' && now < r.endAt;

/** spec 02 §9: reservation length 1-24 hours, default 4. */
export const defaultDurationHours = 4;
export const minDurationHours = 1;
export const maxDurationHoursBasic = 24;
/** Professional and Enterprise book across days (rental and construction jobs, issue 15); a month at most. */
export const maxDurationDays = 30;
/** A start picked "now" takes a moment to reach the server; a start this much in the past still counts as now. */
export const startGraceMs = 5 * 60_000;

const hourMs = 3_600_000;

/**
 * Why a window cannot be booked, or null. `multiDay` is the plan's allowance (Professional and up); the spec's 1-24
 * hours apply otherwise. `checkStart` is false when an update keeps a start that has already passed.
 */
export function reservationWindowProblem(w: {
  startAt: Date;
  endAt: Date;
  now: Date;
  multiDay: boolean;
  checkStart?: boolean;
}): string | null {
  if ((w.checkStart ?? true) && w.startAt.getTime() < w.now.getTime() - startGraceMs) return m.startInPast;
  const length = w.endAt.getTime() - w.startAt.getTime();
  if (length <= 0) return m.endBeforeStart;
  if (w.endAt <= w.now) return m.alreadyOver;
  if (length < minDurationHours * hourMs) return m.tooShort;
  if (!w.multiDay && length > maxDurationHoursBasic * hourMs) return m.tooLongBasic;
  if (length > maxDurationDays * 24 * hourMs) return m.tooLong(maxDurationDays);
  return null;
}

/** The end of a booking given as a start and a length in hours. */
export const endAfterHours = (startAt: Date, hours: number): Date => new Date(startAt.getTime() + hours * hourMs);

/** Two windows [start, end) overlap: the database's exclusion constraint, as a rule the web can show before asking. */
export const windowsOverlap = (a: { startAt: Date; endAt: Date }, b: { startAt: Date; endAt: Date }): boolean =>
  a.startAt < b.endAt && b.startAt < a.endAt;
