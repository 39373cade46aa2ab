import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function createEquipment(page: Page, name: string) {
  return post<{ id: string }>(page, '/api/equipment', {
    name,
    manufacturer: 'Caterpillar',
    model: '320 GC',
    serial: `SN-${unique()}`,
    equipmentType: 'excavator',
    status: 'active',
    year: 2021,
    hours: 1200,
  });
}

test('schedule a recurring task from the equipment dialog → complete it → the next one appears', async ({ page }) => {
  const name = `E2E Service Excavator ${unique()}`;
  const title = `Monthly inspection ${unique()}`;
  await login(page, demo.manager, '/dashboard/equipment');
  const equipment = await createEquipment(page, name);

  // The equipment dialog links to the Schedule dialog, pre-filled with this equipment.
  await page.goto(`/dashboard/equipment?id=${equipment.id}`);
  await page.getByRole('dialog', { name }).getByRole('link', { name: 'Schedule Maintenance' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/maintenance\\?new=1&equipmentId=${equipment.id}`));
  const dialog = page.getByRole('dialog', { name: 'Schedule Maintenance or Repair' });
  await expect(dialog.getByLabel('Equipment', { exact: true })).toHaveValue(equipment.id);

  // The spec's message when the title and due date are missing.
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByText('Missing information: Maintenance title and due date are required')).toBeVisible();

  await dialog.getByLabel('Maintenance title *').fill(title);
  await dialog.getByLabel('Due date *').fill(isoDay(new Date()));
  await dialog.getByLabel('Maintenance type').selectOption('inspection');
  await dialog.getByLabel('Recurrence').selectOption('monthly');
  await dialog.getByLabel('Taylor Brooks').check();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Task Created')).toBeVisible();

  // The list is filtered to this equipment; the new task is there, assigned to Taylor.
  const rows = page.getByRole('listitem', { name: title });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Taylor Brooks');
  await expect(rows.first()).toContainText('Monthly');

  await rows.first().getByRole('button', { name: 'Complete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Complete task' });
  await expect(confirm).toContainText('the next one is scheduled');
  await confirm.getByLabel('Notes').fill('Checked hydraulics and tracks');
  await confirm.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText(/The next one is due/)).toBeVisible();

  // Both occurrences are listed: the completed one and the next, scheduled a month on.
  await expect(rows).toHaveCount(2);
  const next = new Date();
  next.setMonth(next.getMonth() + 1);
  await expect(rows.filter({ hasText: 'Scheduled' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Completed' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Scheduled' })).toContainText(next.toLocaleDateString('en-US', { month: 'short' }));
});

test('record a part used on a task → stock drops and the ledger shows why', async ({ page }) => {
  const title = `Replace filters ${unique()}`;
  await login(page, demo.manager, '/dashboard/parts-inventory');
  const equipment = await createEquipment(page, `E2E Parts Loader ${unique()}`);
  const { task } = await post<{ task: { id: string; taskNumber: string } }>(page, '/api/maintenance/tasks', {
    title,
    equipmentId: equipment.id,
    dueDate: isoDay(new Date()),
    priority: 'high',
  });
  const partName = `Hydraulic filter ${unique()}`;
  const part = await post<{ id: string; partNumber: string }>(page, '/api/parts', { partName, unitsInStock: 5, minStock: 2 });
  expect(part.partNumber).toMatch(/^PN-/);

  await page.goto('/dashboard/parts-inventory');
  await page.getByLabel('Search parts').fill(partName);
  await page.getByRole('button', { name: new RegExp(partName) }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(partName) });
  await expect(detail.getByText(part.partNumber).first()).toBeVisible();

  await detail.getByRole('radio', { name: 'Use' }).click();
  await detail.getByLabel('Quantity').fill('9');
  await detail.getByLabel('Used on task').selectOption(task.id);
  await detail.getByRole('button', { name: 'Record used' }).click();
  await expect(detail.getByText(`Not enough stock: ${partName} has 5 in stock.`)).toBeVisible();

  await detail.getByLabel('Quantity').fill('2');
  await expect(detail.getByText('In stock after:')).toContainText('3');
  await detail.getByRole('button', { name: 'Record used' }).click();

  const ledger = detail.getByRole('list', { name: 'Stock ledger' });
  await expect(ledger.getByRole('listitem').first()).toContainText(`Used on ${task.taskNumber} · ${title}`);
  await expect(ledger.getByRole('listitem').first()).toContainText('-2');
  await expect(ledger.getByRole('listitem').first()).toContainText('Balance 3');
  await expect(detail.getByText('Now 3 in stock')).toBeVisible();
  // 3 is above the reorder point of 2.
  await expect(detail.getByRole('heading', { name: new RegExp(partName) })).toContainText('In stock');
});
