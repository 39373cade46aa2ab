import { EquipmentPage as EquipmentRegister } from '../../features/equipment/pages/equipment-page.tsx';
import { FleetMapSlotProvider } from '../../components/fleet-map-slot.tsx';
import { lazyPage } from '../lazy-page.ts';

// The fleet map loads when the Map tab is first shown; the register's chunk carries none of it.
const FleetMapTab = lazyPage(() => import('../../features/fleet/components/fleet-map-tab.tsx'), 'FleetMapTab');

/** Equipment Management with the fleet's map in its Map tab (components/fleet-map-slot.tsx). */
export function EquipmentPage() {
  return (
    <FleetMapSlotProvider value={FleetMapTab}>
      <EquipmentRegister />
    </FleetMapSlotProvider>
  );
}
