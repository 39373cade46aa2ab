import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

/**
 * Issue 12 item 8 (ADR 0008): a technician sees no delete actions and cannot edit money fields; the client admin has
 * both. The server refuses the same (apps/server/test/role-*.test.ts); here the web must not offer what it refuses.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function createUnit(page: Page): Promise<{ id: string; name: string }> {
  const name = `E2E Roles Dozer ${unique()}`;
  const res = await page.request.post('/api/equipment', {
    data: {
      name,
      manufacturer: 'Komatsu',
      model: 'D61PX',
      serial: `ROLE-${unique()}`,
      equipmentType: 'bulldozer',
      status: 'active',
      year: 2020,
      purchasePrice: 120000,
      currentValue: 90000,
    },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, name };
}

async function openUnit(page: Page, unit: { id: string; name: string }) {
  await page.goto(`/dashboard/equipment?id=${unit.id}`);
  const detail = page.getByRole('dialog', { name: unit.name });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('$120,000.00')).toBeVisible();
  return detail;
}

async function selectUnit(page: Page, unit: { name: string }) {
  await page.getByLabel('Search equipment by name, model or serial').fill(unit.name);
  await page
    .getByRole('checkbox', { name: `Select ${unit.name}` })
    .first()
    .check();
  return page.getByRole('region', { name: 'Bulk actions' });
}

test('a technician sees no delete actions and no editable money fields; the server refuses them too', async ({ page, context }) => {
  await login(page, demo.clientAdmin, '/dashboard/equipment');
  const unit = await createUnit(page);
  await context.clearCookies();

  await login(page, demo.technician, '/dashboard/equipment');
  await expect(page.getByRole('heading', { name: 'Equipment Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Equipment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  const detail = await openUnit(page, unit);
  await expect(detail.getByText('$90,000.00')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Delete equipment' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Edit purchase price' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Edit current value' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Edit name' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).first().click();

  const bulk = await selectUnit(page, unit);
  await expect(bulk.getByRole('button', { name: /Schedule/ })).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // What the page does not offer, the API refuses, and nothing changes.
  const refused = await page.request.patch(`/api/equipment/${unit.id}`, { data: { purchasePrice: 1 } });
  expect(refused.status()).toBe(403);
  expect((await page.request.delete(`/api/equipment/${unit.id}`)).status()).toBe(403);
  expect(((await (await page.request.get(`/api/equipment/${unit.id}`)).json()) as { purchasePrice: number }).purchasePrice).toBe(120000);
});

test('the client admin has the delete actions and edits purchase price and current value', async ({ page }) => {
  await login(page, demo.clientAdmin, '/dashboard/equipment');
  const unit = await createUnit(page);
  await expect(page.getByRole('button', { name: 'Add Equipment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();

  const detail = await openUnit(page, unit);
  await expect(detail.getByRole('button', { name: 'Delete equipment' })).toBeVisible();
  await detail.getByRole('button', { name: 'Edit purchase price' }).click();
  await detail.getByRole('spinbutton', { name: 'Purchase price' }).fill('115000.5');
  await detail.getByRole('spinbutton', { name: 'Purchase price' }).press('Enter');
  await expect(detail.getByText('$115,000.50')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Edit current value' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).first().click();

  const bulk = await selectUnit(page, unit);
  await expect(bulk.getByRole('button', { name: 'Delete' })).toBeVisible();
});
