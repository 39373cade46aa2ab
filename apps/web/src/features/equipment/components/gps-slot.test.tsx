// @vitest-environment happy-dom
import { lazy, Suspense } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FleetSlotsProvider } from '../../../components/fleet-slots.tsx';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { GpsSlot } from './gps-slot.tsx';

afterEach(cleanup);

describe('GpsSlot (issue 17 Speed)', () => {
  it('while the GPS status chunk loads, the rest of the register stays on screen', () => {
    // A chunk that is still loading.
    const Loading = lazy(() => new Promise<never>(() => {}));
    renderOnPlan(
      <Suspense fallback={<p>Loading the page</p>}>
        <FleetSlotsProvider value={{ MapTab: () => null, GpsStatus: () => null, CardGpsStatus: Loading }}>
          <p>EX-107 Hitachi ZX210LC-6</p>
          <GpsSlot equipmentId="e1" pageIds={['e1']} />
        </FleetSlotsProvider>
      </Suspense>,
      { tier: 'enterprise', path: '/dashboard/equipment' },
    );
    // Before, the slot had no boundary of its own: the page's fallback replaced the whole register until it loaded.
    expect(screen.getByText('EX-107 Hitachi ZX210LC-6')).toBeTruthy();
    expect(screen.queryByText('Loading the page')).toBeNull();
  });
});
