import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

test('a repair submitted in one browser appears in the manager’s bell in another without reload (issue 17 item 4)', async ({ browser }) => {
  const name = `Bell excavator ${unique()}`;
  const manager = await (await browser.newContext()).newPage();
  const technician = await (await browser.newContext()).newPage();

  const streamOpen = manager.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await login(manager, demo.manager, '/dashboard');
  await streamOpen;
  // A reload would forget this.
  await manager.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'same page'));
  const bell = manager.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  // The technician (another browser) reports a problem with a machine of the company.
  await login(technician, demo.technician, '/dashboard/maintenance');
  // A machine of the company (technicians do not add machines, ADR 0008: the manager's session does, as the app would).
  const created = await manager.request.post('/api/equipment', {
    data: {
      name,
      manufacturer: 'Caterpillar',
      model: '320 GC',
      serial: `SN-${unique()}`,
      equipmentType: 'excavator',
      status: 'active',
      year: 2021,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const equipmentId = ((await created.json()) as { id: string }).id;
  const submitted = await technician.request.post('/api/maintenance/repairs', {
    data: { equipmentId, description: 'Hydraulic hose leaking at the boom' },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  // The manager's bell counts it and lists it, with no navigation or reload on that page.
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 15_000 });
  await bell.click();
  const menu = manager.getByRole('menu');
  await expect(menu.getByText(`Repair request: ${name}`)).toBeVisible({ timeout: 15_000 });
  await expect(menu.getByText(/Hydraulic hose leaking at the boom/)).toBeVisible();
  expect(await manager.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('same page');
});

test('Settings → Notifications saves a choice per kind', async ({ page }) => {
  await login(page, demo.manager, '/settings?tab=notifications');
  const select = page.getByLabel('Repair submitted');
  await expect(select).toHaveValue('in_app');
  await select.selectOption('email');
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Repair submitted')).toHaveValue('email');
  await page.getByLabel('Repair submitted').selectOption('in_app');
  await expect(page.getByText('Notification preferences saved').first()).toBeVisible();
});
