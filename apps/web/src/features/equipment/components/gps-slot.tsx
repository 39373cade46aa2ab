import { Suspense } from 'react';
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
  // Its own boundary: the status is a lazy chunk, and without one, loading it hid the whole register behind the page's
  // fallback and showed it again, re-running every row's effects in one long task (issue 17 Speed, ADR 0043).
  return (
    <Suspense fallback={null}>
      <CardGpsStatus equipmentId={equipmentId} pageIds={pageIds} />
    </Suspense>
  );
}
