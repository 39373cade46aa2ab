import type { GpsStatus, MovementStatus } from '@gears/domain/fleet/status.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

/** spec 02 §4 GPS statuses in the order the strip shows them (the ones needing attention after the healthy one). */
export const gpsStatusOrder: readonly GpsStatus[] = ['online', 'low_battery', 'signal_lost', 'offline', 'no_tracker'];

export const gpsStatusLabels: Record<GpsStatus, string> = {
  online: 'Online',
  low_battery: 'Low battery',
  signal_lost: 'Signal lost',
  offline: 'Offline',
  no_tracker: 'No tracker',
};

/** What each status means, for the strip's tooltips and screen readers (spec 02 §4 thresholds). */
export const gpsStatusHints: Record<GpsStatus, string> = {
  online: 'A position within the last 24 hours',
  low_battery: 'Tracker battery below 20 %',
  signal_lost: 'No position for more than 24 hours',
  offline: 'Tracker assigned, no position yet',
  no_tracker: 'No tracker assigned',
};

/** Marker and dot colours (the map cannot use CSS variables); the badge always carries the word as well. */
export const gpsStatusColors: Record<GpsStatus, string> = {
  online: '#16a34a',
  low_battery: '#d97706',
  signal_lost: '#dc2626',
  offline: '#64748b',
  no_tracker: '#94a3b8',
};

const badgeVariant = {
  online: 'success',
  low_battery: 'warning',
  signal_lost: 'destructive',
  offline: 'secondary',
  no_tracker: 'outline',
} as const;

export function GpsStatusBadge({ status, className }: { status: GpsStatus; className?: string }) {
  return (
    <Badge variant={badgeVariant[status]} className={className} data-gps-status={status}>
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: gpsStatusColors[status] }} />
      {gpsStatusLabels[status]}
    </Badge>
  );
}

export const movementLabels: Record<MovementStatus, string> = { active: 'Moving', idle: 'Idle', signal_lost: 'No recent fix' };

export function MovementText({ status, speedKmh, className }: { status: MovementStatus; speedKmh: number | null; className?: string }) {
  return (
    <span className={cn('tabular-nums', className)}>
      {movementLabels[status]}
      {status === 'active' && speedKmh !== null ? ` · ${Math.round(speedKmh)} km/h` : ''}
    </span>
  );
}
