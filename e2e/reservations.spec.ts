import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const pad = (n: number) => String(n).padStart(2, '0');
const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('reserve with a conflict shown → pick another slot → a manager confirms it', async ({ browser }) => {
  const name = `E2E Reserve Loader ${unique()}`;
  const day = tomorrow();

  // The manager adds a machine and books it tomorrow 09:00–13:00.
  const manager = await browser.newPage();
  await login(manager, demo.manager, '/dashboard/equipment');
  const machine = await post<{ id: string }>(manager, '/api/equipment', {
    name,
    manufacturer: 'JCB',
    model: '3CX',
    serial: `SN-${unique()}`,
    equipmentType: 'loader',
    status: 'active',
    year: 2022,
  });
  await post(manager, '/api/reservations', { equipmentId: machine.id, startAt: new Date(`${day}T09:00`).toISOString(), durationHours: 4 });

  // The technician opens Reserve Asset for it (the scanner's link) and asks for 10:00–14:00: the dialog says why not.
  const tech = await browser.newPage();
  await login(tech, demo.technician, '/dashboard/equipment');
  await tech.goto(`/dashboard/equipment?view=reservations&reserve=${machine.id}`);
  const dialog = tech.getByRole('dialog', { name: 'New Reservation' });
  await expect(dialog.getByLabel('Asset')).toHaveValue(machine.id);
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(dialog.getByText('Please select a reservation date')).toBeVisible();
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Reservation Conflict' })).toContainText(
    'This time slot conflicts with an existing reservation',
  );

  // Another slot: 14:00, for 3 hours.
  await dialog.getByLabel('Start time').fill('14:00');
  await dialog.getByLabel('Duration').selectOption('3');
  await dialog.getByLabel('Purpose (optional)').fill('Backfill at the east gate');
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(dialog).toBeHidden();
  await expect(tech.getByText('Reservation Created')).toBeVisible();
  const techCard = tech.getByTestId('reservation-card').filter({ hasText: 'Backfill at the east gate' });
  await expect(techCard).toContainText('Pending');
  await expect(techCard.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // The manager confirms it; the technician's list follows (live events).
  await manager.goto('/dashboard/equipment?view=reservations');
  const card = manager.getByTestId('reservation-card').filter({ hasText: 'Backfill at the east gate' });
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('confirmed by Morgan');
  await expect(techCard).toContainText('Confirmed', { timeout: 15_000 });
});
