import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

/**
 * The header assistant (issue 18 item 3) with no model configured: a client admin asks about the demo fleet, reads
 * an answer from its records, and follows a cited record — as a popover on desktop and full screen on a phone.
 */
for (const width of [1280, 390]) {
  test(`ask the assistant and follow a cited record at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await login(page, demo.clientAdmin);
    await page.getByRole('button', { name: 'AI assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI assistant' });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    // A popover beside the header on desktop; the whole screen on a phone.
    if (width > 500) expect(box.width).toBeLessThan(500);
    else expect(Math.round(box.width)).toBe(width);

    await panel.getByRole('textbox', { name: 'Your question' }).fill('Which machines are overdue for service?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const log = panel.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText(/maintenance tasks? (is|are) overdue on \d+ machines?:/)).toBeVisible({ timeout: 15_000 });
    const source = log.getByRole('link').first();
    await expect(source).toHaveAttribute('href', /^\/dashboard\/maintenance\?equipmentId=/);
    await page.screenshot({ path: test.info().outputPath(`assistant-${width}.png`) });

    // A suggestion chip asks the next question.
    await log.getByRole('button', { name: 'What service is due this week?' }).click();
    await expect(log.getByText(/due (from|today)|No maintenance falls due/).last()).toBeVisible({ timeout: 15_000 });

    const href = await source.getAttribute('href');
    await source.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    await expect(panel).toBeHidden();
  });
}
