import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

/** The needs-attention list's lines (issue 17 item 1), read once the figures have loaded. */
async function attentionLines(page: Page): Promise<string[]> {
  // The list's region appears with the figures (its placeholder is not one).
  const section = page.getByRole('region', { name: 'Needs attention' });
  await expect(section).toBeVisible();
  return (await section.getByRole('link').allTextContents()).map((text) => text.trim());
}

test('a client admin and a technician of one company see different needs-attention lists', async ({ page, browser }) => {
  await login(page, demo.clientAdmin);
  const adminLines = await attentionLines(page);
  // The demo fleet has overdue maintenance and repairs waiting; the client admin sees the company's, and what only
  // supervisors and managers act on.
  expect(adminLines.some((line) => /^\d+ tasks? (is|are) overdue$/.test(line))).toBe(true);
  expect(adminLines.some((line) => /repair requests? to approve$/.test(line))).toBe(true);
  await expect(page.getByRole('link', { name: /Add Equipment/ })).toBeVisible();

  const techPage = await (await browser.newContext()).newPage();
  await login(techPage, demo.technician);
  const techLines = await attentionLines(techPage);
  // A technician acts on their own tasks and check-outs only; approving repairs, quotes and invoices is not theirs.
  expect(techLines.every((line) => /of your tasks|you hold/.test(line))).toBe(true);
  expect(techLines.some((line) => /repair requests? to approve$/.test(line))).toBe(false);
  expect(techLines).not.toEqual(adminLines);
  await expect(techPage.getByRole('link', { name: /Add Equipment/ })).toHaveCount(0);

  // Each line leads where the work is done.
  await page
    .getByRole('region', { name: 'Needs attention' })
    .getByRole('link', { name: /repair requests? to approve/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/maintenance\?tab=repairs/);
});

test('the stat cards and fleet grid link as spec 01 §2 and spec 02 §2 say', async ({ page }) => {
  await login(page, demo.manager);
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByRole('link', { name: /^Fleet/ })).toHaveAttribute('href', '/dashboard/fleet-management');
  await expect(figures.getByRole('link', { name: /^Quotes/ })).toHaveAttribute('href', '/dashboard/quotes-orders');
  await figures.getByRole('link', { name: /Maintenance/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/maintenance$/);
  await page.goBack();
  await page.getByRole('region', { name: 'Fleet status' }).getByRole('link', { name: /^Idle/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/fleet-management$/);
});

test('analytics charts are drawn as they come near the screen, and the page never grows past the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, demo.clientAdmin);
  await page.goto('/dashboard/analytics');
  const chart = page.getByRole('region', { name: 'Overdue tasks by week' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-surface').first()).toBeVisible();
  // The screen readers' copy of each chart's table is absolutely placed; placed from the page instead of its card, it made
  // the document taller than the window, and scrolling the charts scrolled the whole layout up (2026-11-27).
  const sizes = await page.evaluate(() => ({ document: document.documentElement.scrollHeight, window: window.innerHeight }));
  expect(sizes.document).toBeLessThanOrEqual(sizes.window);
});
