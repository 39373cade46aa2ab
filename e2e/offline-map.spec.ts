import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { streetArchive, tilesCovering, writePmtiles, streetTilePng } from '../apps/server/test/pmtiles-fixtures.ts';
import { demo, login } from './fixtures.ts';
import { e2eMapFile } from './offline-map.ts';

// The continental US (the map's first view) and the demo fleet's Phoenix job sites, closer in.
const us: [number, number, number, number] = [-125, 24, -66, 50];
const phoenix: [number, number, number, number] = [-113, 32.8, -111, 34.2];
const shots = process.env.E2E_SHOTS_DIR;

/** Every request that leaves this machine fails: the street map must come from the portal itself. */
async function offline(page: Page) {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
}

/** Street tiles drawn on the fleet map: images from the PMTiles archive (blob: URLs), loaded and 256 px wide. */
async function drawnTiles(page: Page): Promise<number> {
  return page
    .getByTestId('fleet-map')
    .locator('img.leaflet-tile-loaded')
    .evaluateAll(
      (imgs) =>
        imgs.filter((img) => (img as HTMLImageElement).src.startsWith('blob:') && (img as HTMLImageElement).naturalWidth === 256).length,
    );
}

test.describe('offline street map (MAP_PMTILES)', () => {
  test.beforeAll(() => {
    // US at zooms 0–5 and Phoenix at 6–11, PNG tiles with streets and a label, written by the test's PMTiles writer.
    const tiles = [...tilesCovering(us, 0, 5), ...tilesCovering(phoenix, 6, 11)].map((t) => ({ ...t, data: streetTilePng(t.z, t.x, t.y) }));
    fs.writeFileSync(e2eMapFile(), writePmtiles(tiles, { bounds: us, metadata: { name: 'e2e streets' } }));
  });
  test.afterAll(() => fs.rmSync(e2eMapFile(), { force: true }));

  test('the fleet map shows the street tiles the portal serves, with every outside host blocked, at 1280 and 390 px', async ({ page }) => {
    await offline(page);
    const ranges: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/maps/basemap.pmtiles')) ranges.push(req.headers().range ?? 'none');
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, demo.clientAdmin, '/dashboard/fleet-tracking');
    await page.getByRole('tab', { name: /Map/ }).click();
    await expect(page.getByTestId('basemap-note')).toHaveText('Street map served by the portal itself (works with no internet).');
    await expect.poll(() => drawnTiles(page)).toBeGreaterThan(3);
    // The decoder reads byte ranges, never the whole file.
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((r) => /^bytes=\d+-\d+$/.test(r))).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/offline-map-1280.png`, fullPage: false });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('fleet-map').scrollIntoViewIfNeeded();
    await expect.poll(() => drawnTiles(page)).toBeGreaterThan(1);
    await expect(page.getByTestId('basemap-note')).toContainText('Street map served by the portal');
    if (shots) await page.screenshot({ path: `${shots}/offline-map-390.png`, fullPage: false });
  });

  test('a file that is not a PMTiles archive leaves the map on the shipped outlines, said in words', async ({ page }) => {
    fs.writeFileSync(e2eMapFile(), 'not a map');
    try {
      await offline(page);
      await login(page, demo.clientAdmin, '/dashboard/fleet-tracking');
      await page.getByRole('tab', { name: /Map/ }).click();
      await expect(page.getByTestId('basemap-note')).toContainText('showing the country and state outlines');
      expect(await drawnTiles(page)).toBe(0);
    } finally {
      fs.writeFileSync(e2eMapFile(), streetArchive(us, 0, 2));
    }
  });
});
