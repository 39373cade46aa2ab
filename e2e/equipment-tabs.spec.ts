import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

/** Issue 17 items 3 and 5: a machine's Performance figures, linking a quote on the Business tab, exporting its history. */
test('open a machine: performance figures, link a quote, export its history', async ({ page }) => {
  await login(page, demo.clientAdmin);
  const list = await page.request.get('/api/equipment?limit=50');
  const machine = (await list.json()).items.find((i: { name: string }) => i.name.includes('DZ-103')) as { id: string };
  await page.goto(`/dashboard/equipment?id=${machine.id}&tab=performance`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Utilisation', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Maintenance health', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Health alerts' })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Business' }).click();
  await dialog.getByRole('button', { name: 'Link quotes' }).click();
  await dialog.locator('input[type=checkbox]').first().check();
  await dialog.getByRole('button', { name: /^Link 1 quote/ }).click();
  await expect(page.getByText('Quote linked')).toBeVisible();
  await expect(dialog.getByText('· linked')).toBeVisible();

  await dialog.getByRole('button', { name: 'Export history' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^history-dz-103-komatsu-d61pxi-24-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
});
