import { useFleetSlots } from '../../../components/fleet-slots.tsx';
import { useFeatures } from '../../../lib/features.ts';

/**
 * A register row's GPS status (issue 16 item 4, spec 02 §4) where the page composes the fleet's piece and the plan has
 * fleet tracking. Every row of a page passes the page's ids, so the rows share one request for the whole page.
 */
export function GpsSlot({ equipmentId, pageIds }: { equipmentId: string; pageIds: readonly string[] }) {
  const CardGpsStatus = useFleetSlots()?.CardGpsStatus;
  const hasFleetTracking = useFeatures().has('fleet_tracking') === true;
  if (!CardGpsStatus || !hasFleetTracking) return null;
  return <CardGpsStatus equipmentId={equipmentId} pageIds={pageIds} />;
}
