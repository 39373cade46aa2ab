import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Traccar Client's request: the OsmAnd protocol, fix fields in the query string (speed in knots, time in seconds). */
async function pushOsmAnd(request: APIRequestContext, url: string, fix: { id: string; lat: number; lon: number; at: Date }) {
  const query = new URLSearchParams({
    id: fix.id,
    lat: String(fix.lat),
    lon: String(fix.lon),
    timestamp: String(Math.floor(fix.at.getTime() / 1000)),
    speed: '8.5',
    bearing: '90',
    altitude: '340',
    accuracy: '5',
    batt: '76',
  });
  const response = await request.get(`${url}?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
}

const markerOf = (page: Page, equipmentId: string) => page.locator(`[data-testid="fleet-marker"][data-equipment-id="${equipmentId}"]`);

test('add a Traccar Client source → push OsmAnd positions → assign the device → the marker appears and moves live, on the offline basemap', async ({
  page,
  request,
}) => {
  const id = unique();
  const machineName = `E2E Tracked Loader ${id}`;
  const deviceId = `e2e-phone-${id.toLowerCase()}`;
  // No internet for the map: the tile host is unreachable, so the shipped outlines must show.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await login(page, demo.clientAdmin, '/dashboard/fleet-tracking');

  const created = await page.request.post('/api/equipment', {
    data: {
      name: machineName,
      manufacturer: 'Volvo',
      model: 'L60H',
      serial: `SN-${id}`,
      equipmentType: 'loader',
      status: 'active',
      year: 2022,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const equipmentId = ((await created.json()) as { id: string }).id;

  // GPS Tracker Setup: Traccar → the ingest URL and secret, shown once.
  await page.getByRole('button', { name: 'GPS Tracker Setup' }).first().click();
  const setup = page.getByRole('dialog');
  await setup.getByRole('button', { name: 'Set up Traccar' }).click();
  await setup.getByLabel('Configuration name').fill(`E2E phones ${id}`);
  await setup.getByRole('button', { name: 'Add source' }).click();
  await expect(setup.getByText(/you will not see the secret again/)).toBeVisible();
  const osmandUrl = await setup.getByRole('textbox', { name: 'OsmAnd URL (Traccar Client and OsmAnd devices)', exact: true }).inputValue();
  const secret = await setup.getByRole('textbox', { name: 'Secret', exact: true }).inputValue();
  expect(secret.length).toBeGreaterThan(20);
  expect(osmandUrl).toContain(secret);
  await setup.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The phone reports before anyone assigned it: an unassigned device.
  const start = Date.now() - 10 * 60_000;
  await pushOsmAnd(request, osmandUrl, { id: deviceId, lat: 33.4484, lon: -112.074, at: new Date(start) });
  await page.getByRole('tab', { name: /Trackers/ }).click();
  const device = page.getByRole('list', { name: 'Unassigned devices' }).getByRole('listitem').filter({ hasText: deviceId });
  await expect(device).toBeVisible();
  await device.getByRole('button', { name: 'Assign to equipment' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign tracker' });
  await expect(assign.getByLabel('Device ID')).toHaveValue(deviceId);
  await assign.getByLabel('Equipment').selectOption({ label: machineName });
  await assign.getByRole('button', { name: 'Assign tracker' }).click();
  await expect(assign).toBeHidden();

  // A fix after the assignment puts the machine on the map.
  await pushOsmAnd(request, osmandUrl, { id: deviceId, lat: 33.45, lon: -112.07, at: new Date(start + 60_000) });
  await page.getByRole('tab', { name: /Map/ }).click();
  await expect(page.getByTestId('basemap-note')).toContainText('showing the country and state outlines');
  await page.getByLabel('Equipment', { exact: true }).selectOption({ label: machineName });
  const marker = markerOf(page, equipmentId);
  await expect(marker).toHaveAttribute('data-lat', '33.45');
  await expect(marker).toHaveAttribute('data-gps-status', 'online');
  const card = page.getByRole('list', { name: 'Tracked equipment' }).getByRole('button', { name: new RegExp(machineName) });
  await expect(card).toContainText('Online');

  // It drives on: the marker moves without a reload (live 'fleet_position' events).
  await pushOsmAnd(request, osmandUrl, { id: deviceId, lat: 33.46, lon: -112.06, at: new Date(start + 120_000) });
  await expect(marker).toHaveAttribute('data-lat', '33.46');
  await expect(marker).toHaveAttribute('data-lng', '-112.06');

  // On a phone: the same map, the marker moves again.
  await page.setViewportSize({ width: 390, height: 844 });
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toBeVisible();
  await pushOsmAnd(request, osmandUrl, { id: deviceId, lat: 33.47, lon: -112.05, at: new Date(start + 180_000) });
  await expect(marker).toHaveAttribute('data-lat', '33.47');
  await expect(page.getByTestId('basemap-note')).toBeVisible();

  // The machine's details: its trail of the last 24 hours.
  await marker.click();
  const details = page.getByRole('dialog', { name: new RegExp(machineName) });
  await expect(details.getByText(/3 positions/)).toBeVisible();
});
