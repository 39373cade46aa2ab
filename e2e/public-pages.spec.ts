import { expect, test } from '@playwright/test';

// The public pages come pre-rendered; React must adopt that markup (hydrate), never throw it away and build the page
// again — which once happened on every visit when the session answered (one long task on a phone, and a flash).
for (const path of ['/', '/pricing']) {
  test(`${path} keeps its pre-rendered markup through hydration and logs no error for a visitor`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: Element[] }).prerendered = [...document.querySelectorAll('main h1, main h2')];
      });
    });
    await page.goto(path);
    // The footer shows once the page has hydrated and the session has answered 'signed out'.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    const kept = await page.evaluate(() => {
      const nodes = (window as unknown as { prerendered: Element[] }).prerendered;
      return { total: nodes.length, connected: nodes.filter((node) => node.isConnected).length };
    });
    expect(kept.total).toBeGreaterThan(2);
    expect(kept.connected).toBe(kept.total);
    expect(errors).toEqual([]);
  });
}
