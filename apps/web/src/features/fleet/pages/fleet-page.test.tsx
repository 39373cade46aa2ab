// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FleetPosition } from '@gears/domain';
import { buildMe, renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { buildAlert, buildPosition } from '../../../test/fleet-fixture.ts';
import { FleetPage } from './fleet-page.tsx';

// why: Leaflet needs a real layout engine; the map's own logic (clusters, basemap choice) is tested beside it. This
// stand-in lists what the page asked the map to draw.
vi.mock('../components/fleet-map.tsx', () => ({
  default: ({ machines }: { machines: { id: string; name: string; gpsStatus: string }[] }) => (
    <ul aria-label="Map markers">
      {machines.map((m) => (
        <li key={m.id}>{`${m.name}: ${m.gpsStatus}`}</li>
      ))}
    </ul>
  ),
}));

const items: FleetPosition[] = [
  buildPosition(),
  buildPosition({
    equipmentId: '1c8d3f6a-4e2b-4d9f-8a3c-7b6e5f4d3c2b',
    equipmentName: 'Loader 2',
    gpsStatus: 'low_battery',
    batteryLevel: 12,
    movementStatus: 'idle',
    speedKmh: 0,
  }),
  buildPosition({
    equipmentId: '2d9e4a7b-5f3c-4e0a-9b4d-8c7f6e5d4c3b',
    equipmentName: 'Crane 9',
    gpsStatus: 'signal_lost',
    movementStatus: 'signal_lost',
    fixedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  }),
  buildPosition({
    equipmentId: '3e0f5b8c-6a4d-4f1b-8c5e-9d8a7f6e5d4c',
    equipmentName: 'Dozer 4',
    gpsStatus: 'no_tracker',
    movementStatus: 'signal_lost',
    latitude: null,
    longitude: null,
    fixedAt: null,
    batteryLevel: null,
    deviceId: null,
    trackerSourceId: null,
  }),
];
const counts = { online: 1, low_battery: 1, signal_lost: 1, offline: 0, no_tracker: 1 };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/fleet/positions')) return json({ items, counts });
      if (url.startsWith('/api/fleet/alerts')) return json({ items: [buildAlert()], total: 1 });
      if (url.startsWith('/api/maps/settings')) return json({ tileUrl: 'offline', tileAttribution: '', geocoding: false });
      if (url.startsWith('/api/job-sites')) return json({ items: [], total: 0 });
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Fleet Tracking page', () => {
  it('shows the GPS status counts, a card per machine with its status, and the machines with a position on the map', async () => {
    renderOnPlan(<FleetPage />, { tier: 'enterprise', path: '/dashboard/fleet-tracking' });
    const strip = await screen.findByRole('list', { name: 'GPS status counts' });
    await within(strip).findByText('Low battery');
    expect(screen.getByTestId('count-online').textContent).toBe('1');
    expect(screen.getByTestId('count-no_tracker').textContent).toBe('1');
    expect(screen.getByTestId('count-offline').textContent).toBe('0');

    const cards = screen.getByRole('list', { name: 'Tracked equipment' });
    const loader = within(cards).getByText('Loader 2').closest('button')!;
    expect(within(loader).getByText('Low battery')).toBeTruthy();
    expect(within(loader).getByText('12 %')).toBeTruthy();
    expect(within(cards).getByText('No tracker assigned')).toBeTruthy();
    expect(within(cards).getByText('Moving · 12 km/h')).toBeTruthy();
    expect(within(cards).getByText(/Last fix 3d ago/)).toBeTruthy();

    const markers = await screen.findByRole('list', { name: 'Map markers' });
    expect(
      within(markers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Excavator 7: online', 'Loader 2: low_battery', 'Crane 9: signal_lost']);
    expect(screen.getByText('1 open alert needs a look.')).toBeTruthy();
  });

  it('a status in the strip filters the cards and the map to it', async () => {
    renderOnPlan(<FleetPage />, { tier: 'enterprise', path: '/dashboard/fleet-tracking' });
    const strip = await screen.findByRole('list', { name: 'GPS status counts' });
    fireEvent.click(await within(strip).findByRole('button', { name: /Signal lost/ }));
    expect(
      within(strip)
        .getByRole('button', { name: /Signal lost/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const cards = screen.getByRole('list', { name: 'Tracked equipment' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cards).getByText('Crane 9')).toBeTruthy();
    const markers = await screen.findByRole('list', { name: 'Map markers' });
    expect(
      within(markers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Crane 9: signal_lost']);
  });

  it('without fleet tracking in the plan: Feature Unavailable, and no fleet call', async () => {
    renderOnPlan(<FleetPage />, { tier: 'professional', path: '/dashboard/fleet' });
    expect(await screen.findByText('Feature Unavailable')).toBeTruthy();
    expect(screen.getByText(/Fleet tracking is not available in your subscription tier/)).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).startsWith('/api/fleet'))).toBe(false);
  });

  it('a technician sees the fleet but neither GPS Tracker Setup nor Assign Tracker', async () => {
    renderOnPlan(<FleetPage />, { tier: 'enterprise', path: '/dashboard/fleet-tracking', me: buildMe({ user: { role: 'technician' } }) });
    await screen.findByRole('list', { name: 'Tracked equipment' });
    expect(screen.queryByRole('button', { name: 'GPS Tracker Setup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign Tracker' })).toBeNull();
  });
});
