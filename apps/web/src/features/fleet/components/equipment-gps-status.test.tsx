// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { buildPosition } from '../../../test/fleet-fixture.ts';
import { EquipmentGpsStatus } from './equipment-gps-status.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('GPS status on a machine’s details', () => {
  it('shows the derived status and age of the last fix, linked to the machine on the fleet map', async () => {
    const p = buildPosition({ gpsStatus: 'signal_lost', fixedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [p], counts: { online: 0, offline: 0, signal_lost: 1, low_battery: 0, no_tracker: 0 } })),
    );
    renderOnPlan(<EquipmentGpsStatus equipmentId={p.equipmentId} />, { tier: 'enterprise', path: '/' });
    expect(await screen.findByText('Signal lost')).toBeTruthy();
    expect(screen.getByText('2d ago')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'On the map' }).getAttribute('href')).toBe(`/dashboard/fleet-tracking?id=${p.equipmentId}`);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`/api/fleet/positions?equipmentId=${p.equipmentId}`);
  });
});
