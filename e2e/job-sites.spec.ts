import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function addMachine(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/equipment', {
    data: {
      name,
      manufacturer: 'Komatsu',
      model: 'PC210',
      serial: `SN-${unique()}`,
      equipmentType: 'excavator',
      status: 'active',
      year: 2021,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('create a job site on the map → assign two machines and a technician → the technician sees the notification', async ({ browser }) => {
  const id = unique();
  const siteName = `E2E Canal Works ${id}`;
  const machines = [`E2E Site Dozer ${id}`, `E2E Site Roller ${id}`];

  const manager = await browser.newPage();
  await login(manager, demo.clientAdmin, '/dashboard/job-sites');
  for (const name of machines) await addMachine(manager, name);
  await manager.reload();

  await manager.getByRole('button', { name: 'Create Job Site' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Create Job Site' });
  // Bad input first: the spec's messages, nothing saved.
  await dialog.getByLabel('Geofence radius (m)').fill('5');
  await dialog.getByRole('button', { name: 'Create Job Site' }).click();
  await expect(dialog.getByText('Site name is required')).toBeVisible();
  await expect(dialog.getByText('Geofence radius must be between 10 and 1000 metres')).toBeVisible();

  await dialog.getByLabel('Site name *').fill(siteName);
  await dialog.getByLabel('Geofence radius (m)').fill('250');
  await dialog.getByLabel('Address').fill('1 Canal St, Phoenix, AZ');
  // Pick the place on the map (tiles may not load offline; the click still sets the coordinates).
  const map = dialog.getByTestId('site-map');
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: { x: 200, y: 100 } });
  await expect(dialog.getByLabel('Latitude')).not.toHaveValue('');
  await expect(dialog.getByLabel('Longitude')).not.toHaveValue('');

  await dialog.getByLabel('Filter equipment').fill(id);
  for (const name of machines) await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
  await dialog.getByRole('checkbox', { name: /Taylor Brooks/ }).check();
  await dialog.getByLabel('Team role of Taylor Brooks').selectOption('technician');
  await dialog.getByRole('button', { name: 'Create Job Site' }).click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByText('Job Site Created')).toBeVisible();

  const detail = manager.getByRole('region', { name: 'Job site details' });
  await expect(detail.getByRole('heading', { name: siteName })).toBeVisible();
  for (const name of machines) await expect(detail.getByText(name)).toBeVisible();
  await expect(detail.getByText('Taylor Brooks')).toBeVisible();
  await expect(detail.getByText('Technician', { exact: true })).toBeVisible();

  // Another site's picker shows the machines as taken.
  await manager.getByRole('button', { name: 'Create Job Site' }).click();
  const second = manager.getByRole('dialog', { name: 'Create Job Site' });
  await second.getByLabel('Filter equipment').fill(id);
  await expect(second.getByText(`Assigned to: ${siteName}`).first()).toBeVisible();
  await expect(second.getByRole('checkbox', { name: new RegExp(machines[0]!) })).toBeDisabled();
  await expect(second.getByText('This equipment is already assigned to another job site')).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();

  // The technician is told, and the link opens the site.
  const tech = await browser.newPage();
  await login(tech, demo.technician);
  await tech.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notice = tech.getByText(`Assigned to job site: ${siteName}`);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(tech).toHaveURL(/\/dashboard\/job-sites\?id=/);
  await expect(tech.getByRole('region', { name: 'Job site details' }).getByRole('heading', { name: siteName })).toBeVisible();
  // Technicians read sites but do not run them.
  await expect(tech.getByRole('button', { name: 'Create Job Site' })).toHaveCount(0);
});
