import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { logIn, uniqueEmail } from '../support/api.ts';
import { test, expect } from '../support/fixtures.ts';
import { extractLink, waitForOutboxMessage } from '../support/mailbox.ts';
import { openWithTokens } from '../support/session.ts';

const PROFILE = '/settings/profile';
const NEW_PASSWORD = 'a fresh profile passphrase';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Settings → My profile, as a photographer uses it: the name (the header follows), the password
 * (another signed-in browser is signed out; the new one signs in), the address (through the link
 * mailed to the new one), with axe finding nothing serious on the page.
 */
test('a photographer changes their name, password and email address in My profile', async ({
  browser,
  page,
  request,
  confirmedUser,
}) => {
  await openWithTokens(page, confirmedUser.tokens, confirmedUser.email, '/settings');
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(section(page, 'Email').getByText(confirmedUser.email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The name: the header's account menu shows the saved one.
  const name = section(page, 'Name');
  await name.getByLabel('First name').fill('Robin');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Robin Tester' })).toBeVisible();

  // The password: another browser signed in as the same user is signed out on its next request.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const otherTokens = await logIn(request, confirmedUser.email, confirmedUser.password);
  await openWithTokens(other, otherTokens, confirmedUser.email, '/');
  await expect(other.getByRole('heading', { name: 'Welcome, Robin' })).toBeVisible();

  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill(confirmedUser.password);
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other devices were signed out.')).toBeVisible();

  await other.goto('/clients');
  await expect(other.getByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
  await other.getByLabel('Email').fill(confirmedUser.email);
  await other.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  // Signed in again, back on the page it was sent away from.
  await expect(other.getByRole('button', { name: 'Account menu for Robin Tester' })).toBeVisible();
  await expect(other).toHaveURL(/\/clients$/);
  await elsewhere.close();

  // The address: it changes when the link mailed to the new one is opened.
  const newEmail = uniqueEmail('moved');
  const email = section(page, 'Email');
  await email.getByLabel('New email address').fill(newEmail);
  await email.getByLabel('Current password').fill(NEW_PASSWORD);
  await email.getByRole('button', { name: 'Change email' }).click();
  await expect(
    email.getByText(`Waiting for confirmation: ${newEmail} — open the link we sent there`),
  ).toBeVisible();
  // The page with a change waiting, at a phone's width too.
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await waitForOutboxMessage(request, {
    to: newEmail,
    subject: 'Confirm your new email address',
  });
  await page.goto(new URL(extractLink(mail, '/change/confirm/')).pathname);
  await expect(page.getByText(`${newEmail} is now the address of your Focal account.`)).toBeVisible();
  await page.goto(PROFILE);
  await expect(section(page, 'Email').getByText(newEmail, { exact: true })).toBeVisible();
  await expect(section(page, 'Email').getByText(/Waiting for confirmation/)).toHaveCount(0);
});
