import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
/** The UTC date n days before today's (the server counts whole UTC days). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

// Issue 15 item 5: the Lifecycle tab on a phone-sized and a desk-sized screen.
for (const [label, viewport] of [
  ['desk', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`Lifecycle (${label}): update condition → the stage changes; update financials → the computed value changes`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport });
    await login(page, demo.manager, '/dashboard/equipment');
    const name = `E2E Lifecycle ${unique()}`;
    const created = await page.request.post('/api/equipment', {
      data: {
        name,
        manufacturer: 'Volvo',
        model: 'EC220E',
        serial: `SN-${unique()}`,
        equipmentType: 'excavator',
        status: 'active',
        year: 2020,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    // 4 years (1461 days) at 10 % straight line: 100,000 → 60,000 (spec 02 §9).
    const financials = await page.request.patch(`/api/equipment/${id}/financials`, {
      data: { purchasePrice: 100000, depreciationRate: 10, purchaseDate: daysAgo(1461) },
    });
    expect(financials.ok(), await financials.text()).toBe(true);

    await page.goto('/dashboard/equipment?view=lifecycle');
    await page.getByLabel('Search equipment').fill(name);
    const card = page.getByTestId('lifecycle-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('current-value')).toHaveText('$60,000');
    await expect(card.getByTestId('stage')).toHaveText('No stage yet');

    // Update Asset Condition: the slider to 3 → Near replacement, 30 %.
    await card.getByRole('button', { name: `Update condition of ${name}` }).click();
    const condition = page.getByRole('dialog', { name: 'Update Asset Condition' });
    await condition.getByLabel(/Condition rating/).fill('3');
    await expect(condition.getByText('Near replacement')).toBeVisible();
    await condition.getByLabel('Notes (optional)').fill('Boom weld cracked');
    await condition.getByRole('button', { name: 'Save condition' }).click();
    await expect(page.getByText('Asset Updated').first()).toBeVisible();
    await expect(condition).toBeHidden();
    await expect(card.getByTestId('stage')).toHaveText('Near replacement');
    await expect(card.getByTestId('condition')).toHaveText('3/10 · 30%');

    // Update Financial Information: 20 % a year → 100,000 − 80,000 = 20,000; the dialog previews it in cents.
    await card.getByRole('button', { name: `Update financials of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Financial Information' });
    await dialog.getByLabel('Depreciation rate (% a year)').fill('20');
    await expect(dialog.getByText('$20,000.00')).toBeVisible();
    await dialog.getByLabel('Purchase date').fill('2999-01-01');
    await dialog.getByRole('button', { name: 'Save financials' }).click();
    await expect(dialog.getByText('Purchase date cannot be in the future')).toBeVisible();
    await dialog.getByLabel('Purchase date').fill(daysAgo(1461));
    await dialog.getByRole('button', { name: 'Save financials' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('current-value')).toHaveText('$20,000');
    await page.close();
  });
}
