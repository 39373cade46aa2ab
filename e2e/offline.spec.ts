import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

test('the app shell opens offline once it has been visited', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes control of the page after its first activation.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await context.setOffline(false);
});

test('a signed-in technician can open the scanner offline', async ({ page, context }) => {
  await login(page, demo.technician, '/dashboard/scanner');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/scanner/);
  await expect(page.getByRole('heading', { name: /QR Scanner/i }).first()).toBeVisible();
  await context.setOffline(false);
});
