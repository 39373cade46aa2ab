import { CircleCheck, CircleDot, MapPin, Wrench } from 'lucide-react';
import type { Equipment, EquipmentSort } from '@gears/domain';
import { cn } from '../../../lib/cn.ts';
import { numberFormat } from '../../../lib/intl-cache.ts';

/** 'dump_truck' → 'Dump truck'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return '—';
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { equipmentStatusLabel as statusLabel, EquipmentStatusBadge as StatusBadge } from '../../../components/equipment-status-badge.tsx';

export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  return `${numberFormat({ maximumFractionDigits: 1 }).format(hours)} h`;
}

/** spec 02 §2: the card's availability line. */
export function AvailabilityLine({ equipment, className }: { equipment: Equipment; className?: string }) {
  const available = equipment.availability === 'Available';
  const Icon = available ? CircleCheck : equipment.availability === 'Maintenance' ? Wrench : CircleDot;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs', available ? 'text-success' : 'text-muted-foreground', className)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {equipment.availability}
    </span>
  );
}

export function LocationText({ location, className }: { location: string | null; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1 text-muted-foreground', className)}>
      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{location ?? 'No location'}</span>
    </span>
  );
}

export const sortOptions: { value: EquipmentSort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: '-updatedAt', label: 'Recently updated' },
  { value: '-hours', label: 'Most hours' },
  { value: 'hours', label: 'Fewest hours' },
  { value: '-year', label: 'Newest year' },
  { value: 'year', label: 'Oldest year' },
];
