import { test, expect } from '../support/fixtures.ts';
import { extractLink, waitForOutboxMessage } from '../support/mailbox.ts';

test('a photographer who forgot the password sets a new one from the emailed link', async ({
  page,
  request,
  confirmedUser,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot/);
  await page.getByLabel('Email').fill(confirmedUser.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists/i)).toBeVisible();

  // A reset mail is never shown through a link; the journey reads it as an administrator would.
  const mail = await waitForOutboxMessage(request, {
    to: confirmedUser.email,
    where: (m) => m.subject === 'Set a new password for Focal',
  });
  const link = extractLink(mail, '/new/confirm/');
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Password', { exact: true }).fill('a fresh new passphrase');
  await page.getByLabel('Confirm password').fill('a fresh new passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(confirmedUser.email);
  await page.getByLabel('Password', { exact: true }).fill('a fresh new passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: `Welcome, ${confirmedUser.input.firstName}` }),
  ).toBeVisible();
});

test('an unknown confirmation link explains itself and offers Got It', async ({ page }) => {
  await page.goto(`/signup/confirm/${'x'.repeat(43)}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This link does not work')).toBeVisible();
  await dialog.getByRole('button', { name: 'Got It' }).click();
  await expect(dialog).toBeHidden();
});
