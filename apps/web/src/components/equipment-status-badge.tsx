import { equipmentStatusLabels, statusTone, type EquipmentStatus } from '@gears/domain/equipment/status.rules';
import { Badge } from './ui/badge.tsx';

/** spec 02 §4: active, maintenance, retired and out_of_service show as labelled; anything else is Unknown. */
export function equipmentStatusLabel(status: string): string {
  return equipmentStatusLabels[status as EquipmentStatus] ?? 'Unknown';
}

const toneVariant = { green: 'success', yellow: 'warning', red: 'destructive', grey: 'secondary' } as const;

/** spec 02 §4 colours (active green, idle yellow, others grey), always with the word beside the colour. Shared by equipment and scanner. */
export function EquipmentStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={toneVariant[statusTone(status)]} className={className}>
      {equipmentStatusLabel(status)}
    </Badge>
  );
}
