import { test, expect } from '../support/fixtures.ts';
import { DEFAULT_PASSWORD, uniqueEmail } from '../support/api.ts';

// The form's own checks before anything is sent moved to apps/web/src/features/auth/routes/
// signup-journey.test.tsx.

test('a photographer signs up, confirms from the development mail link, signs in and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Focal/);
  await expect(page.getByRole('heading', { name: 'Create your Focal account' })).toBeVisible();

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Shutter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByLabel('Studio name').fill('Robin Shutter Weddings');
  await page.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Without SMTP the thank-you page links to the confirmation mail itself, shown alone.
  await page.getByRole('link', { name: 'Open the confirmation email' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email address for Focal' })).toBeVisible();
  await page
    .getByRole('link', { name: /Confirm my email/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Sign in' })
    .or(page.getByRole('button', { name: 'Sign in' }))
    .first()
    .click();

  await expect(page.getByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome, Robin' })).toBeVisible();
  await expect(page.getByText('Robin Shutter Weddings').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('the seeded demo owner signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@focal.test');
  await page.getByLabel('Password', { exact: true }).fill('focal-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();
  await expect(page.getByText('Lumen & Co Photography').first()).toBeVisible();
});

test('an unconfirmed address is offered the confirmation email again', async ({ page, unconfirmedUser }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(unconfirmedUser.email);
  await page.getByLabel('Password', { exact: true }).fill(unconfirmedUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Please confirm your email')).toBeVisible();
  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Check your mail')).toBeVisible();
});

test('a wrong password is answered clearly and nothing else happens', async ({ page, confirmedUser }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(confirmedUser.email);
  await page.getByLabel('Password', { exact: true }).fill('not my password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
