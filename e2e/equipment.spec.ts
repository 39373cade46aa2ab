import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demo, demoPassword, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function addEquipment(page: Page, name: string, serial: string) {
  await page.getByRole('button', { name: 'Add Equipment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Equipment' });
  await dialog.getByLabel('Equipment name *').fill(name);
  await dialog.getByLabel('Manufacturer *').fill('Caterpillar');
  await dialog.getByLabel('Model *').fill('320 GC');
  await dialog.getByLabel('Serial number *').fill(serial);
  await dialog.getByLabel('Equipment type *').selectOption('excavator');
  await dialog.getByLabel('Hours').fill('1250.5');
  await dialog.getByLabel('Tags', { exact: true }).fill('Heavy');
  await dialog.getByLabel('Tags', { exact: true }).press('Enter');
  await expect(dialog.getByText('heavy', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(dialog).toBeHidden();
}

test('add equipment → generate QR → label PDF → scan the QR PNG from a photo → land on the equipment', async ({ page }) => {
  const name = `E2E Excavator ${unique()}`;
  await login(page, demo.manager, '/dashboard/equipment');
  await addEquipment(page, name, `SN-${unique()}`);

  // The new equipment opens in its detail dialog.
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  await detail.getByRole('tab', { name: 'QR Code' }).click();
  await detail.getByRole('button', { name: 'Generate QR Code' }).click();
  await expect(detail.getByText(/^EQ-[A-Z0-9]{8}$/)).toBeVisible();

  // A real PDF label sheet (Avery 5160 by default).
  const [pdf] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: /Download label PDF/ }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^qr-labels-avery-5160-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await readFile((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfBytes.length).toBeGreaterThan(1000);

  // The QR image as a user downloads it.
  const [png] = await Promise.all([page.waitForEvent('download'), detail.getByRole('link', { name: 'Download PNG' }).click()]);
  expect(png.suggestedFilename()).toMatch(/_QR_Complete\.png$/);
  const pngBytes = await readFile((await png.path())!);
  expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');

  // Scan it from a photo on the scanner page.
  await page.goto('/dashboard/scanner');
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  const scanner = page.getByRole('dialog', { name: 'Enhanced QR Scanner' });
  await scanner.getByLabel('Choose image').setInputFiles({ name: png.suggestedFilename(), mimeType: 'image/png', buffer: pngBytes });
  const result = scanner.getByRole('region', { name: 'Scan result' });
  await expect(result.getByRole('heading', { name })).toBeVisible();
  await expect(result.getByText('Scan logged in your history.')).toBeVisible();
  await result.getByRole('link', { name: 'View Full Details' }).click();

  await expect(page).toHaveURL(/\/dashboard\/equipment\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole('dialog', { name })).toBeVisible();

  // The scan is in the history.
  await page.goto('/dashboard/scanner');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});

test('import a CSV with one bad row: the Row N error is shown and the rest is imported', async ({ page }) => {
  const tag = unique();
  const csv = [
    'Equipment Name,Make,Model,Serial Number,Type,Status,Year,Operating Hours,Location',
    `Import Loader ${tag},Volvo,L60H,IMP-${tag}-1,loader,active,2020,800,South Yard`,
    `Import Pump ${tag},Godwin,CD150,IMP-${tag}-2,pump,idle,1850,10,Dock`,
    `Import Crane ${tag},Liebherr,LTM 1100,IMP-${tag}-3,crane,maintenance,2018,1200,North Yard`,
  ].join('\r\n');

  await login(page, demo.manager, '/dashboard/equipment');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import equipment from CSV or Excel' });
  await dialog
    .getByLabel(/Choose a CSV or Excel file/)
    .setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-step')).toHaveText('Map columns');
  await dialog.getByRole('button', { name: 'Check rows' }).click();

  // Preview (a dry run): the bad row is named, nothing written yet.
  await expect(dialog.getByTestId('import-step')).toHaveText('Preview');
  await expect(dialog.getByRole('list', { name: 'Row errors' }).getByText('Row 3: Invalid year')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();

  await expect(dialog.getByTestId('import-step')).toHaveText('Complete');
  await expect(dialog.getByText('Imported 2 of 3 rows')).toBeVisible();
  await expect(dialog.getByText('Row 3: Invalid year')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByLabel('Search equipment by name, model or serial').fill(tag);
  await expect(page.getByText(`Import Loader ${tag}`)).toBeVisible();
  await expect(page.getByText(`Import Crane ${tag}`)).toBeVisible();
  await expect(page.getByText(`Import Pump ${tag}`)).toHaveCount(0);
});

test('a QR label URL sends a signed-out visitor to sign in and back to the equipment; unknown codes reveal nothing', async ({
  page,
  context,
}) => {
  const name = `E2E Label ${unique()}`;
  await login(page, demo.clientAdmin, '/dashboard/equipment');
  const created = await page.request.post('/api/equipment', {
    data: { name, manufacturer: 'Volvo', model: 'L60H', serial: `LBL-${unique()}`, equipmentType: 'loader', status: 'active', year: 2021 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const { qrCodeId } = (await (await page.request.post(`/api/equipment/${id}/qr`)).json()) as { qrCodeId: string };

  await context.clearCookies();
  await page.goto(`/equipment/${qrCodeId}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=%2Fequipment%2F${qrCodeId}`));
  await page.getByLabel('Email').fill(demo.clientAdmin);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/equipment\\?id=${id}`));
  await expect(page.getByRole('dialog', { name })).toBeVisible();

  await page.goto('/equipment/EQ-NOTHERE1');
  await expect(page.getByRole('heading', { name: 'Equipment not found' })).toBeVisible();
});
