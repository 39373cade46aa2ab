import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

// issue 6: a signed-in customer leaves a review → a provider admin approves it → it shows on the home page.
test('a review left by a customer shows on the home page once an admin approves it', async ({ page }) => {
  const title = `Labels survive the quarry ${Date.now()}`;

  // 'Leave a Review' brings a signed-out visitor to sign in and back with the form open.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Leave a Review' })).toHaveAttribute('href', '/auth?returnTo=%2F%3Freview%3Dnew');
  await login(page, demo.manager, '/?review=new');
  const form = page.getByRole('form', { name: 'Leave a review' });
  await expect(form).toBeVisible();

  // The spec's checks run before anything is sent.
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();

  await form.getByLabel('5 stars', { exact: true }).check({ force: true });
  await form.getByLabel('Title *').fill(title);
  await expect(form.getByText(`${title.length}/100`)).toBeVisible();
  await form.getByLabel('Your review *').fill('Scanning a tag opens the machine <b>instantly</b>, even at the crusher.');
  await form.getByLabel('Service type *').selectOption('equipment_management');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you! Your review will appear once our team has approved it.')).toBeVisible();
  await expect(form).toHaveCount(0);
  // Pending reviews are not public.
  await expect(page.getByText(title)).toHaveCount(0);

  // The provider admin approves it in the admin area.
  await page.context().clearCookies();
  await login(page, demo.admin, '/dashboard/admin?tab=reviews');
  await page.getByRole('button', { name: `Approve review: ${title}` }).click();
  await expect(page.getByText('Review approved')).toBeVisible();

  // A visitor now sees it on the home page, markup shown as text, with first name and company.
  await page.context().clearCookies();
  await page.goto('/');
  const card = page.locator('#reviews li', { hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Scanning a tag opens the machine <b>instantly</b>, even at the crusher.')).toBeVisible();
  await expect(card.getByText(`Morgan, ${demo.clientCompany}`)).toBeVisible();
  await expect(card.getByText(demo.manager)).toHaveCount(0);
});
