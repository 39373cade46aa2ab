import QRCode from 'qrcode';
import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function addEquipment(page: Page, name: string, serial: string) {
  await page.getByRole('button', { name: 'Add Equipment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Equipment' });
  await dialog.getByLabel('Equipment name *').fill(name);
  await dialog.getByLabel('Manufacturer *').fill('Komatsu');
  await dialog.getByLabel('Model *').fill('PC210');
  await dialog.getByLabel('Serial number *').fill(serial);
  await dialog.getByLabel('Equipment type *').selectOption('excavator');
  await dialog.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Issue 19 items 4 and 5: a manager defines a custom field in settings, sets it on a machine, filters the register by
 * it; the machine's old labels (alternate codes) open it from /equipment/{code} and from a photo on the scanner.
 */
test('custom field in settings → set on a machine → filter the register; open and scan by an alternate code', async ({ page }) => {
  const tag = unique();
  const field = `Paint ${tag}`;
  const name = `E2E Komatsu ${tag}`;
  const assetTag = `SNIPE-${tag}`;
  const peerQr = `https://snipe.example.com/hardware/${tag}`;

  // Settings → Custom fields: a one-of field.
  await login(page, demo.manager, '/settings?tab=custom-fields');
  const form = page.getByRole('form', { name: 'Add a custom field' });
  await form.getByLabel('Name').fill(field);
  await form.getByLabel('Type').selectOption('options');
  await form.getByLabel('Options').fill('Safety yellow, Fleet white');
  await form.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('list', { name: 'Custom fields' }).getByText(field, { exact: true })).toBeVisible();

  // A machine gets the value and two alternate codes in its detail dialog.
  await page.goto('/dashboard/equipment');
  await addEquipment(page, name, `SN-${tag}`);
  const detail = page.getByRole('dialog', { name });
  await detail.getByRole('button', { name: 'Edit fields' }).click();
  await detail.getByLabel(field).selectOption('Safety yellow');
  await detail.getByRole('button', { name: 'Save fields' }).click();
  await expect(detail.getByText('Safety yellow', { exact: true })).toBeVisible();
  for (const [code, label] of [
    [assetTag, 'Snipe-IT asset tag'],
    [peerQr, 'Snipe-IT QR'],
  ]) {
    await detail.getByLabel('Code', { exact: true }).fill(code!);
    await detail.getByLabel('What it is (optional)').fill(label!);
    await detail.getByRole('button', { name: 'Add code' }).click();
    await expect(detail.getByRole('list', { name: 'Alternate codes' }).getByText(code!, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The register filtered by the field's value shows this machine only.
  await page.getByLabel('Custom field', { exact: true }).selectOption({ label: field });
  await page.getByLabel(`Value of ${field}`).selectOption('Safety yellow');
  await expect(page).toHaveURL(/cf=paint_/);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await page.getByLabel(`Value of ${field}`).selectOption('Fleet white');
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);

  // /equipment/{code}: the old asset tag opens the machine.
  await page.goto(`/equipment/${encodeURIComponent(assetTag)}`);
  await expect(page).toHaveURL(/\/dashboard\/equipment\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole('dialog', { name })).toBeVisible();

  // A photo of the peer's QR label on the scanner finds it too.
  const png = await QRCode.toBuffer(peerQr, { type: 'png', width: 400, margin: 4 });
  await page.goto('/dashboard/scanner');
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  const scanner = page.getByRole('dialog', { name: 'Enhanced QR Scanner' });
  await scanner.getByLabel('Choose image').setInputFiles({ name: 'snipe-label.png', mimeType: 'image/png', buffer: png });
  const result = scanner.getByRole('region', { name: 'Scan result' });
  await expect(result.getByRole('heading', { name })).toBeVisible();
});
