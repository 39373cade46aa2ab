import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

/**
 * Issue 19 done-when: Snipe-IT's published asset sample (and its 200-row MOCK_ASSETS.csv) imports through the mapping step with the suggested mappings
 * only (at 1280 px); the same file again (at 390 px) finds the remembered mapping and every machine by its Snipe-IT
 * asset tag, so nothing would change. Screenshots of each step at both widths.
 */
const snipe = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/import/snipe-it-assets-sample.csv');
const mockAssets = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/import/snipe-it-mock-assets.csv');

for (const width of [1280, 390]) {
  test(`Snipe-IT's assets-sample.csv through the mapping step at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, demo.manager, '/dashboard/equipment?dialog=import');
    const dialog = page.getByRole('dialog', { name: 'Import equipment from CSV or Excel' });
    const data = await readFile(snipe);
    await dialog
      .getByLabel(/Choose a CSV or Excel file/)
      .setInputFiles({ name: `assets-sample-${width}.csv`, mimeType: 'text/csv', buffer: data });

    await expect(dialog.getByTestId('import-step')).toHaveText('Map columns');
    await expect(dialog.getByTestId('import-format')).toContainText('Snipe-IT asset export detected');
    if (width === 390) await expect(dialog.getByTestId('import-format')).toContainText('your last mapping');
    await expect(dialog.getByLabel('Asset Tag goes to')).toHaveValue('assetTag');
    await expect(dialog.getByLabel('Category goes to')).toHaveValue('equipmentType');
    await expect(dialog.getByLabel('Company goes to')).toHaveValue('keep');
    await expect(dialog.getByLabel('Ornamental Railings becomes')).toHaveValue('other');
    await page.screenshot({ path: test.info().outputPath(`import-mapping-${width}.png`) });

    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByTestId('import-step')).toHaveText('Preview');
    const counts = dialog.getByRole('definition');
    await page.screenshot({ path: test.info().outputPath(`import-preview-${width}.png`) });
    if (width === 390) {
      // The second time: remembered mapping, every row found by its asset tag → unchanged, nothing to import.
      await expect(counts.nth(0)).toHaveText('0');
      await expect(counts.nth(2)).toHaveText('22');
      await expect(dialog.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
      return;
    }
    await expect(counts.first()).toHaveText('22');

    await dialog.getByRole('button', { name: 'Import 22 rows' }).click();
    await expect(dialog.getByTestId('import-step')).toHaveText('Complete');
    await expect(dialog.getByText('Imported 22 of 22 rows')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`import-complete-${width}.png`) });
    await dialog.getByRole('button', { name: 'Done' }).click();
  });
}

for (const width of [1280, 390]) {
  test(`Snipe-IT's MOCK_ASSETS.csv (200 rows) through the mapping step at ${width} px`, async ({ page }) => {
    // 200 rows with check-outs and alternate codes: on a busy two-core machine the dry runs and the import take longer.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await login(page, demo.manager, '/dashboard/equipment?dialog=import');
    const dialog = page.getByRole('dialog', { name: 'Import equipment from CSV or Excel' });
    await dialog
      .getByLabel(/Choose a CSV or Excel file/)
      .setInputFiles({ name: 'MOCK_ASSETS.csv', mimeType: 'text/csv', buffer: await readFile(mockAssets) });

    await expect(dialog.getByTestId('import-step')).toHaveText('Map columns', { timeout: 60_000 });
    await expect(dialog.getByTestId('import-format')).toContainText('Snipe-IT asset export detected');
    await expect(dialog.getByLabel('item Name goes to')).toHaveValue('name');
    await expect(dialog.getByLabel('Name goes to', { exact: true })).toHaveValue('custodian');
    await expect(dialog.getByLabel('Email goes to')).toHaveValue('custodianEmail');
    await expect(dialog.getByLabel('Warranty goes to')).toHaveValue('warrantyMonths');
    await expect(dialog.getByLabel('Pending Diagnostics becomes')).toHaveValue('repair');
    await expect(dialog.getByLabel('Machines already in the register')).toHaveValue('skip:assetTag');
    await page.screenshot({ path: test.info().outputPath(`import-mock-mapping-${width}.png`) });

    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByTestId('import-step')).toHaveText('Preview', { timeout: 60_000 });
    const counts = dialog.getByRole('definition');
    await page.screenshot({ path: test.info().outputPath(`import-mock-preview-${width}.png`) });
    if (width === 390) {
      // The same file again: every row is found by its Snipe-IT asset tag, so nothing would change.
      await expect(counts.nth(0)).toHaveText('0');
      await expect(counts.nth(2)).toHaveText('200');
      await expect(dialog.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
      return;
    }
    await expect(counts.first()).toHaveText('200');
    await dialog.getByRole('button', { name: 'Import 200 rows' }).click();
    await expect(dialog.getByTestId('import-step')).toHaveText('Complete', { timeout: 90_000 });
    await expect(dialog.getByText('Imported 200 of 200 rows')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`import-mock-complete-${width}.png`) });
    await dialog.getByRole('button', { name: 'Done' }).click();
  });
}
