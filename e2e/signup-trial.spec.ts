import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';
import { emailedLink } from './mail.ts';

// issue 6: visitor → /pricing → sign up with a plan → confirm the emailed link → 7-day trial active → dashboard, then billing shows the trial.
test('a visitor picks a plan on /pricing, signs up and lands on the dashboard with the trial active', async ({ page }) => {
  const id = Date.now().toString(36);
  const email = `casey-${id}@example.test`;
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Start My Free Trial on Professional' }).first().click();
  await expect(page).toHaveURL(/\/signup-with-plan\?plan=professional&period=monthly/);
  await expect(page.getByRole('heading', { name: 'Professional Plan' })).toBeVisible();
  await expect(page.getByText('7-day free trial, no credit card')).toBeVisible();

  // The server's checks come back on the form and nothing is created.
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Your name').fill('Casey Quarry');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Company name').fill(`Granite Quarry ${id}`);
  await form.getByRole('button', { name: 'Start My Free Trial' }).click();
  await expect(form.getByText('Password must be at least 8 characters.')).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill('gravel pit forever');
  await form.getByRole('button', { name: 'Start My Free Trial' }).click();

  // Nothing exists until the address is confirmed (issue 12 item 7): the link arrives by email.
  await expect(page.getByText('Check your email')).toBeVisible();
  const link = await emailedLink(email, '/signup-with-plan');
  await page.goto(link);
  await expect(page.getByText('Confirm your email')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and start my trial' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Free Trial Activated!')).toBeVisible();
  await expect(page.getByText(`Granite Quarry ${id}`).first()).toBeVisible();

  // The trial is what the server says it is: Professional, free trial, ending in 7 days.
  await page.goto('/settings?tab=billing');
  await expect(page.getByText('Plan and billing')).toBeVisible();
  await expect(page.getByText('Professional', { exact: true })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  const trialEnd = new Date(Date.now() + 7 * 24 * 3600 * 1000).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
  await expect(page.getByText(new RegExp(trialEnd))).toBeVisible();

  await page.goto('/account/billing');
  await expect(page.getByText('Subscribe before your trial ends')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe: Professional, monthly' })).toBeVisible();
});

// issue 12 item 2: a trial never replaces a plan. A company that used its trial, or whose plan the provider manages, is not
// offered one on /signup-with-plan: no trial button, the server's reason, and the way to billing.
test('a company that already used its trial, or has a managed plan, is not offered a trial', async ({ page }) => {
  const id = Date.now().toString(36);
  const email = `robin-${id}@example.test`;
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/signup-with-plan?plan=basic&period=monthly');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Your name').fill('Robin Gravel');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('gravel pit forever');
  await form.getByLabel('Company name').fill(`Basalt Works ${id}`);
  await form.getByRole('button', { name: 'Start My Free Trial' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await page.goto(await emailedLink(email, '/signup-with-plan'));
  await page.getByRole('button', { name: 'Confirm and start my trial' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Back on the sign-up page for another plan: the trial was used.
  await page.goto('/signup-with-plan?plan=professional&period=monthly');
  await expect(page.getByText(`No free trial for Basalt Works ${id}`)).toBeVisible();
  await expect(
    page.getByText('Your company has already used its free trial. Choose a plan to subscribe from the billing page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start My Free Trial' })).toHaveCount(0);
  await expect(page.getByText('7-day free trial, no credit card')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open billing' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(page.getByText('Subscribe before your trial ends')).toBeVisible();

  // The demo client company's plan is managed by the provider (Professional): a trial would downgrade it.
  await page.context().clearCookies();
  await login(page, demo.clientAdmin);
  await page.goto('/signup-with-plan?plan=basic&period=monthly');
  await expect(page.getByText(`No free trial for ${demo.clientCompany}`)).toBeVisible();
  await expect(page.getByText('This company already has a plan; a free trial is only for companies that never had one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start My Free Trial' })).toHaveCount(0);
});
