import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

// A phone, held in one hand (DESIGN §6a): the scanner's Quick Actions and the check-out sheet at 390 px.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function scan(page: Page, png: Buffer) {
  await page.goto('/dashboard/scanner');
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  const scanner = page.getByRole('dialog', { name: 'Enhanced QR Scanner' });
  await scanner.getByLabel('Choose image').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: png });
  return scanner.getByRole('region', { name: 'Scan result' });
}

test('a technician scans a machine on a phone → Check Out → Check In', async ({ browser }) => {
  const name = `E2E Checkout Plate ${unique()}`;

  // The manager adds a machine and prints its QR label.
  const manager = await browser.newPage();
  await login(manager, demo.manager, '/dashboard/equipment');
  const created = await manager.request.post('/api/equipment', {
    data: {
      name,
      manufacturer: 'Wacker Neuson',
      model: 'VP1550',
      serial: `SN-${unique()}`,
      equipmentType: 'compactor',
      status: 'active',
      year: 2021,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  expect((await manager.request.post(`/api/equipment/${id}/qr`)).ok()).toBe(true);
  const png = Buffer.from(await (await manager.request.get(`/api/equipment/${id}/qr.png`)).body());

  // The technician scans it: Check Out is offered.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await login(page, demo.technician, '/dashboard/scanner');
  let result = await scan(page, png);
  await expect(result.getByRole('heading', { name })).toBeVisible();
  await result.getByRole('link', { name: 'Check Out' }).click();

  // The sheet: to themselves, with an expected return date.
  await expect(page).toHaveURL(/view=assignments&checkout=/);
  const sheet = page.getByRole('dialog', { name: 'Check Out' });
  await expect(sheet.getByText(name)).toBeVisible();
  await expect(sheet.getByText('You are checking this asset out to yourself.')).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(800); // at the bottom of the screen, in thumb reach
  const due = new Date(Date.now() + 3 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await sheet.getByLabel('Expected return').fill(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`);
  await sheet.getByLabel('Notes').fill('Trench compaction, east gate');
  await sheet.getByRole('button', { name: 'Check Out' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Asset Assigned')).toBeVisible();
  const row = page.getByRole('list', { name: 'Assignments' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Taylor');

  // Someone else now sees it held; a second check-out is refused with the spec's words.
  const refused = await manager.request.post('/api/assignments', {
    data: { equipmentId: id, assignedToType: 'project', name: 'Other job' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Asset is already assigned to someone else');

  // Scanned again: the holder is offered Check In.
  result = await scan(page, png);
  await expect(result.getByText(/Checked out to/)).toBeVisible();
  await result.getByRole('link', { name: 'Check In' }).click();
  const back = page.getByRole('dialog', { name: 'Return Asset' });
  await expect(back.getByText(name)).toBeVisible();
  await back.getByLabel('Return notes').fill('Plate clean, no damage');
  await back.getByRole('button', { name: 'Check In' }).click();
  await expect(back).toBeHidden();
  await expect(page.getByText('Asset Returned')).toBeVisible();

  // Returned: in the Returned list with the notes, and the machine is free again.
  await page.getByRole('radio', { name: 'Returned' }).click();
  const returned = page.getByRole('list', { name: 'Assignments' }).getByRole('listitem').filter({ hasText: name });
  await expect(returned).toContainText('Plate clean, no damage');
  const detail = (await (await page.request.get(`/api/equipment/${id}`)).json()) as { currentAssignment: unknown };
  expect(detail.currentAssignment).toBeNull();
});
