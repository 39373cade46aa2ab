import type { ReservationState } from '@gears/domain/reservations/reservation.rules';
import type { BadgeProps } from '../../../../components/ui/badge.tsx';
import { dateFormat } from '../../../../lib/intl-cache.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const dayOf = (d: Date) => dateFormat({ weekday: 'short', day: 'numeric', month: 'short' }).format(d);

/** 'Tue 10 Mar, 14:00 – 18:00', or with both days when it spans several, in the browser's time zone. */
export function windowLabel(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = start.toDateString() === new Date(end.getTime() - 1).toDateString();
  return sameDay ? `${dayOf(start)}, ${timeOf(start)} – ${timeOf(end)}` : `${dayOf(start)} ${timeOf(start)} – ${dayOf(end)} ${timeOf(end)}`;
}

export const stateVariant: Record<ReservationState, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  confirmed: 'info',
  active: 'success',
  completed: 'secondary',
  expired: 'outline',
  cancelled: 'destructive',
};

/** A local date and time ('2026-03-10', '14:00') as the instant the API takes. */
export const instantOf = (date: string, time: string): Date => new Date(`${date}T${time}`);
