import { EquipmentPage as EquipmentRegister } from '../../features/equipment/pages/equipment-page.tsx';
import { FleetSlotsProvider, type FleetSlots } from '../../components/fleet-slots.tsx';
import { useParams } from 'react-router';
import { lazyPage } from '../lazy-page.ts';

// The manual viewer (/dashboard/equipment/{id}/manual) is reached through this page's route so the app's first chunk
// gains no import of its own (the first screens are at their 170 kB budget); it and pdf.js load when it opens.
const EquipmentManualPage = lazyPage(() => import('../../features/equipment/pages/equipment-manual-page.tsx'), 'EquipmentManualPage');

// The fleet's pieces load when first shown; the register's chunk carries none of them.
const fleetSlots: FleetSlots = {
  MapTab: lazyPage(() => import('../../features/fleet/components/fleet-map-tab.tsx'), 'FleetMapTab'),
  GpsStatus: lazyPage(() => import('../../features/fleet/components/equipment-gps-status.tsx'), 'EquipmentGpsStatus'),
  CardGpsStatus: lazyPage(() => import('../../features/fleet/components/card-gps-status.tsx'), 'CardGpsStatus'),
};

/** Equipment Management with the fleet's map in its Map tab and GPS status on the details (components/fleet-slots.tsx). */
export function EquipmentPage() {
  const { id } = useParams();
  if (id) return <EquipmentManualPage />;
  return (
    <FleetSlotsProvider value={fleetSlots}>
      <EquipmentRegister />
    </FleetSlotsProvider>
  );
}
