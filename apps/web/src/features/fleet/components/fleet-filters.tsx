import type { FleetPosition } from '@gears/domain';
import type { GpsStatus } from '@gears/domain/fleet/status.rules';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { gpsStatusLabels, gpsStatusOrder } from './gps-status.tsx';

type FleetFiltersProps = {
  machines: readonly FleetPosition[];
  equipmentId: string;
  onEquipment: (id: string) => void;
  status: GpsStatus | '';
  onStatus: (status: GpsStatus | '') => void;
};

/** spec 02 §2: the equipment filter and the GPS status filter. */
export function FleetFilters({ machines, equipmentId, onEquipment, status, onStatus }: FleetFiltersProps) {
  const sorted = [...machines].sort((a, b) => a.equipmentName.localeCompare(b.equipmentName));
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,18rem)_12rem]">
      <NativeSelect aria-label="Equipment" value={equipmentId} onChange={(event) => onEquipment(event.target.value)}>
        <option value="">All equipment ({machines.length.toLocaleString()})</option>
        {sorted.map((machine) => (
          <option key={machine.equipmentId} value={machine.equipmentId}>
            {machine.equipmentName}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="GPS status" value={status} onChange={(event) => onStatus(event.target.value as GpsStatus | '')}>
        <option value="">All GPS statuses</option>
        {gpsStatusOrder.map((value) => (
          <option key={value} value={value}>
            {gpsStatusLabels[value]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
