import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

test('a client user signs in and lands on the dashboard', async ({ page }) => {
  await login(page, demo.manager);
  await expect(page.getByText(/Good (morning|afternoon|evening)/)).toBeVisible();
  await expect(page.getByText(demo.clientCompany).first()).toBeVisible();
  // No admin entry for a client user.
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('a protected page sends a signed-out visitor to sign in and back', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fsettings/);
  await login(page, demo.clientAdmin, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('a wrong password shows the sign-in error', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/auth');
  await page.getByLabel('Email').fill(demo.manager);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('an admin impersonates the client, sees the banner, and exits', async ({ page }) => {
  await login(page, demo.admin, '/dashboard/admin');
  // exact: another company may share the name in another case (a registration approved as a new company).
  await page.getByRole('button', { name: `View as client: ${demo.clientCompany}`, exact: true }).click();
  const banner = page.getByRole('region', { name: 'Impersonation status' }).or(page.getByLabel('Impersonation status'));
  await expect(banner.getByText('ADMIN IMPERSONATION MODE ACTIVE')).toBeVisible();
  await expect(banner.getByText(`Viewing as: ${demo.clientCompany}`)).toBeVisible();
  await banner.getByRole('button', { name: 'Exit Impersonation' }).click();
  await expect(page.getByText('ADMIN IMPERSONATION MODE ACTIVE')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/admin/);
});

test('a client user opening the admin area is told access is denied', async ({ page }) => {
  await login(page, demo.technician, '/dashboard/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText(demo.technician)).toBeVisible();
});

test('signing out ends the session', async ({ page }) => {
  await login(page, demo.clientAdmin);
  await page
    .getByRole('button', { name: /profile|account|user menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the bottom navigation with More, and no sidebar', async ({ page }) => {
    await login(page, demo.manager);
    const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(bottom).toBeVisible();
    await expect(bottom.getByRole('link', { name: /Home/ })).toBeVisible();
    await bottom.getByRole('button', { name: 'More' }).click();
    await expect(page.getByText(demo.manager)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
