import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** The equipment register narrowed to one search term, as a person would leave it open. */
async function watchRegister(page: Page, term: string) {
  await login(page, demo.clientAdmin, '/dashboard/equipment');
  await page.getByLabel('Search equipment by name, model or serial').fill(term);
}

async function addEquipment(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Equipment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Equipment' });
  await dialog.getByLabel('Equipment name *').fill(name);
  await dialog.getByLabel('Manufacturer *').fill('Caterpillar');
  await dialog.getByLabel('Model *').fill('320 GC');
  await dialog.getByLabel('Serial number *').fill(`SN-${unique()}`);
  await dialog.getByLabel('Equipment type *').selectOption('excavator');
  await dialog.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(dialog).toBeHidden();
}

test('two people of one company: equipment one adds appears in the other’s open list without a reload (live events)', async ({
  browser,
}) => {
  const term = `Live ${unique()}`;
  const watcher = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();

  const streamOpen = watcher.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await watchRegister(watcher, term);
  await streamOpen;
  await expect(watcher.getByText(`${term} Excavator`)).toHaveCount(0);
  // A reload would forget this.
  await watcher.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'same page'));

  await login(editor, demo.manager, '/dashboard/equipment');
  await addEquipment(editor, `${term} Excavator`);

  // The watcher's list shows it, with no navigation or reload on that page.
  await expect(watcher.getByText(`${term} Excavator`).first()).toBeVisible({ timeout: 15_000 });
  expect(await watcher.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('same page');
});
