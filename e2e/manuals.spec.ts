import path from 'node:path';
import PDFDocument from 'pdfkit';
import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

/** issue 18 item 2: upload a manual → search a term → View in Manual at the right page → Request Quote for This. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A six-page service manual; the hydraulic return filter is on page 4, the hydraulic pump on page 5. */
function serviceManual(): Promise<Buffer> {
  const pages = [
    'Section 1. Safety. Read this manual before operating the excavator. Keep bystanders clear of the swing area.',
    'Section 2. Daily checks. Check the engine oil, coolant level and track tension before each shift.',
    'Section 3. Lubrication. Grease the boom and stick pins every 10 hours of operation.',
    'Section 4. Hydraulic system. Replace the hydraulic return filter every 500 hours. Use only genuine filter elements.',
    'Section 5. Hydraulic pump. The hydraulic pump is driven by the engine through a flexible coupling.',
    'Section 6. Storage. Lower the bucket to the ground and relieve the pressure before storage.',
  ];
  const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  pages.forEach((text, i) => {
    if (i > 0) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`Excavator service manual, page ${i + 1}`);
    doc.moveDown().font('Helvetica').fontSize(12).text(text);
  });
  doc.end();
  return done;
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

test('upload a manual → search → View in Manual at the page → match navigation → Request Quote for This', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.manager, '/dashboard/equipment');
  const name = `Manual Excavator ${unique()}`;
  const created = await page.request.post('/api/equipment', {
    data: {
      name,
      manufacturer: 'Caterpillar',
      model: '320',
      serial: `SN-${unique()}`,
      equipmentType: 'excavator',
      status: 'active',
      year: 2022,
    },
  });
  expect(created.status()).toBe(201);
  const equipmentId = (await created.json()).id as string;

  await page.goto(`/dashboard/equipment?id=${equipmentId}`);
  const detail = page.getByRole('dialog', { name });
  await detail.getByRole('tab', { name: 'Documents' }).click();
  await detail
    .getByLabel('Upload document')
    .setInputFiles({ name: 'Excavator service manual.pdf', mimeType: 'application/pdf', buffer: await serviceManual() });
  // Indexed by the job: the state beside the document turns searchable with the page count.
  await expect(detail.getByText('Searchable · 6 pages')).toBeVisible({ timeout: 30_000 });

  await detail.getByLabel("Search this machine's manuals").fill('hydraulic filter');
  await detail.getByRole('button', { name: 'Search', exact: true }).click();
  const results = detail.getByRole('list', { name: 'Manual search results' });
  const best = results.getByRole('listitem').first();
  await expect(best).toContainText('Page 4');
  await expect(best).toContainText('100% match');
  await expect(best.locator('mark').first()).toHaveText(/hydraulic/i);
  await shot(page, 'documents-tab-1280');

  // View in Manual: the viewer opens at page 4 with the matches marked.
  await best.getByRole('button', { name: 'View in Manual' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/equipment/${equipmentId}/manual\\?.*page=4`));
  const viewer = page.getByTestId('manual-page');
  await expect(viewer).toHaveAttribute('data-page', '4');
  await expect(page.getByTestId('page-count')).toHaveText('of 6');
  await expect(page.getByTestId('match-status')).toHaveText(/^Match 1 of \d+$/);
  const status = await page.getByTestId('match-status').textContent();
  const total = Number(status!.split(' of ')[1]);
  // hydraulic ×2 and filter ×2 on page 4, hydraulic ×2 on page 5.
  expect(total).toBe(6);
  await expect(viewer.getByTestId('manual-match')).toHaveCount(4);
  await expect(viewer.locator('[data-testid="manual-match"][data-current="true"]')).toHaveCount(1);
  await shot(page, 'viewer-1280');

  // Match navigation moves through page 4's matches, then on to page 5's.
  for (let i = 2; i <= 5; i++) {
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByTestId('match-status')).toHaveText(`Match ${i} of 6`);
  }
  await expect(viewer).toHaveAttribute('data-page', '5');
  await expect(viewer.getByTestId('manual-match')).toHaveCount(2);
  // Page navigation and zoom (0.5–3 in steps of 0.25).
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(viewer).toHaveAttribute('data-page', '4');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('125%');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('50%');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'viewer-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Request Quote for This: a quote request titled with the passage's first 50 characters, urgency medium, on the machine.
  await page.goto(`/dashboard/equipment?id=${equipmentId}`);
  await detail.getByRole('tab', { name: 'Documents' }).click();
  await detail.getByLabel("Search this machine's manuals").fill('hydraulic filter');
  await detail.getByRole('button', { name: 'Search', exact: true }).click();
  const passage = (await best.locator('p').textContent())!;
  await best.getByRole('button', { name: 'Request Quote for This' }).click();
  await expect(page.getByText('Quote Request Created')).toBeVisible();
  await expect(best.getByRole('button', { name: 'Quote Request Submitted' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'documents-tab-390');

  const quotes = await (await page.request.get('/api/quote-requests?limit=20')).json();
  const title = passage.replace(/\s+/g, ' ').trim().slice(0, 50);
  const quote = quotes.items.find((q: { title: string }) => q.title === title);
  expect(quote).toBeTruthy();
  expect(quote.urgency).toBe('medium');
  expect(quote.equipment?.id).toBe(equipmentId);
  const full = await (await page.request.get(`/api/quote-requests/${quote.id}`)).json();
  expect(full.description).toContain(passage.trim());
});
