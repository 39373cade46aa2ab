import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { reservationMessages as m } from './messages.ts';
import { maxDurationDays, minDurationHours, reservationStates, reservationStatuses } from './reservation.rules.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateTime = z.iso.datetime({ offset: true, error: m.badDateTime });
const durationHours = z
  .number({ error: 'The duration must be a number of hours' })
  .min(minDurationHours, m.tooShort)
  .max(maxDurationDays * 24, m.tooLong(maxDurationDays));

/**
 * spec 02 §5 New Reservation / Reserve Asset: an asset, a start, and either a duration (default 4 h) or an end. The
 * plan's length limit and the clock are checked by the service (reservation.rules.ts), which knows both.
 */
export const createReservationInput = z
  .strictObject({
    equipmentId: z.string().optional(),
    startAt: z.string().optional(),
    durationHours: durationHours.optional(),
    endAt: dateTime.optional(),
    reservedForName: optionalText(200),
    reservedForContact: optionalText(200),
    purpose: optionalText(500),
    notes: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    // The spec's own words, without a field prefix: 'Please select an asset', 'Please select a reservation date'.
    if (!v.equipmentId || !uuidPattern.test(v.equipmentId)) return void ctx.addIssue({ code: 'custom', message: m.selectAsset });
    if (!v.startAt) return void ctx.addIssue({ code: 'custom', message: m.dateRequired });
    if (!dateTime.safeParse(v.startAt).success) return void ctx.addIssue({ code: 'custom', message: m.badDateTime });
    if (v.durationHours !== undefined && v.endAt !== undefined) ctx.addIssue({ code: 'custom', message: m.durationOrEnd });
  })
  .transform((v) => ({ ...v, equipmentId: v.equipmentId!.toLowerCase(), startAt: v.startAt! }));
export type CreateReservationInput = z.infer<typeof createReservationInput>;

/** Moving a booking or changing whom it is for; the window as a whole is checked again by the service. */
export const updateReservationInput = z
  .strictObject({
    startAt: dateTime,
    endAt: dateTime,
    durationHours,
    reservedForName: optionalText(200),
    reservedForContact: optionalText(200),
    purpose: optionalText(500),
    notes: optionalText(2000),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, m.nothingToUpdate)
  .refine((v) => v.durationHours === undefined || v.endAt === undefined, m.durationOrEnd);
export type UpdateReservationInput = z.infer<typeof updateReservationInput>;

/** The tab's groups: upcoming (not started), active (now inside), past (over, not cancelled), cancelled, or all. */
export const reservationViews = ['upcoming', 'active', 'past', 'cancelled', 'all'] as const;
export type ReservationView = (typeof reservationViews)[number];

export const listReservationsQuery = z
  .strictObject({
    view: z.enum(reservationViews).default('all'),
    equipmentId: z.uuid({ error: 'Not a valid id.' }).optional(),
    /** The calendar's window: reservations overlapping [from, to). */
    from: dateTime.optional(),
    to: dateTime.optional(),
    /** Only the caller's own bookings. */
    mine: z.enum(['true', 'false']).optional(),
    companyId: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'The range must end after its start', path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    message: 'A calendar range spans at most 62 days',
    path: ['to'],
  });
export type ListReservationsQuery = z.infer<typeof listReservationsQuery>;

export const reservation = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  equipmentId: z.uuid(),
  equipmentName: z.string(),
  reservedBy: z.uuid().nullable(),
  reservedByName: z.string().nullable(),
  reservedForName: z.string().nullable(),
  reservedForContact: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  purpose: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(reservationStatuses),
  /** Derived from the status and the clock (reservation.rules.ts). */
  state: z.enum(reservationStates),
  confirmedAt: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservation>;

export const reservationPage = z.object({ items: z.array(reservation), total: z.number() });
export type ReservationPage = z.infer<typeof reservationPage>;
