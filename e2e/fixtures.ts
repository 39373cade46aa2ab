import { expect, type Page } from '@playwright/test';

export const demoPassword = 'GearsDemo!2026';
export const demo = {
  admin: 'admin@gears.demo',
  clientAdmin: 'alex@northwind.demo',
  manager: 'morgan@northwind.demo',
  technician: 'taylor@northwind.demo',
  clientCompany: 'Northwind Construction',
};

/** Signs in through the real form, the way a person does. */
export async function login(page: Page, email: string, returnTo?: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto(returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(returnTo ? new RegExp(returnTo.replace(/[/?]/g, (c) => `\\${c}`)) : /\/dashboard/);
}
