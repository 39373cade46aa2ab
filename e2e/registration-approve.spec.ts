import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

// issue 12 item 1: an outsider's request naming an existing company is approved as a new company unless the admin
// explicitly chooses to add them to the existing one.
test('a registration request that names an existing company is approved as a new company', async ({ page }) => {
  // Two sign-ins and three screens: more than the default minute on a busy machine.
  test.slow();
  const email = `robin-${Date.now()}@outsider.test`;
  const fullName = `Robin Outsider ${Date.now().toString(36)}`;

  // The outsider asks for access from the public form, typing the demo company's name in another case.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Registration Request form' }).click();
  const form = page.getByRole('form', { name: 'Registration request' });
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Company Name').fill('NORTHWIND construction ');
  await form.getByLabel('Phone Number').fill('+1 555 010 0199');
  await form.getByLabel('Reason for Access').fill('We want to track our excavators.');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Request Received' })).toBeVisible();

  // The provider admin sees the match, and the dialog defaults to a new company.
  await page.context().clearCookies();
  await login(page, demo.admin, '/dashboard/admin?tab=requests');
  const card = page.getByRole('listitem').filter({ hasText: fullName });
  await expect(card.getByText('Name matches an existing company')).toBeVisible();
  await card.getByRole('button', { name: `Approve request from ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve registration request' });
  await expect(dialog.getByText(`A company named ${demo.clientCompany} already exists`)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Create a new company/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: new RegExp(`Add to the existing company ${demo.clientCompany}`) })).not.toBeChecked();
  await expect(dialog.getByLabel('Company name')).toHaveValue('NORTHWIND construction');
  await dialog.getByRole('button', { name: 'Create company and invite' }).click();

  const done = page.getByRole('dialog', { name: 'Invitation created' });
  await expect(done.getByText(`${email} can join NORTHWIND construction with this link.`, { exact: false })).toBeVisible();
  await done.getByRole('button', { name: 'Close' }).click();

  // Two companies now: the new one with no users yet, the demo company unchanged.
  await page.getByRole('tab', { name: 'Companies' }).click();
  const rows = page.getByRole('row').filter({ hasText: /northwind construction/i });
  await expect(rows).toHaveCount(2);
  // hasText with a string ignores case; the regular expression does not.
  const created = page.getByRole('row').filter({ hasText: /NORTHWIND construction/ });
  await expect(created).toHaveCount(1);
  await expect(created.getByRole('cell').nth(5)).toHaveText('0');
  await expect(page.getByRole('button', { name: 'View as client: NORTHWIND construction', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `View as client: ${demo.clientCompany}`, exact: true })).toBeVisible();
});
