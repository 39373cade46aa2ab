// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { buildPosition } from '../../../test/fleet-fixture.ts';
import { CardGpsStatus } from './card-gps-status.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('GPS status on the register rows (issue 16 item 4)', () => {
  it('asks once for the whole page and shows each tracked machine its own status, nothing for an untracked one', async () => {
    const lost = buildPosition({ equipmentId: '00000000-0000-4000-8000-000000000001', gpsStatus: 'signal_lost' });
    const online = buildPosition({ equipmentId: '00000000-0000-4000-8000-000000000002', gpsStatus: 'online' });
    const untracked = buildPosition({ equipmentId: '00000000-0000-4000-8000-000000000003', gpsStatus: 'no_tracker' });
    const counts = { online: 1, offline: 0, signal_lost: 1, low_battery: 0, no_tracker: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [lost, online, untracked], counts })),
    );
    const pageIds = [lost.equipmentId, online.equipmentId, untracked.equipmentId];
    renderOnPlan(
      <ul>
        {pageIds.map((id) => (
          <li key={id} data-testid={id}>
            <CardGpsStatus equipmentId={id} pageIds={pageIds} />
          </li>
        ))}
      </ul>,
      { tier: 'enterprise', path: '/' },
    );
    expect(await screen.findByText('Signal lost')).toBeTruthy();
    expect(screen.getByTestId(online.equipmentId).textContent).toBe('Online');
    await waitFor(() => expect(screen.getByTestId(untracked.equipmentId).textContent).toBe(''));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`/api/fleet/positions?equipmentIds=${pageIds.join(',')}`);
  });
});
