import { seriousViolations } from '../support/axe.ts';
import { test, expect } from '../support/fixtures.ts';
import { waitForOutboxMessage } from '../support/mailbox.ts';
import { ANSWERS, loginModal, questionOf, submitSignIn, turnOnTwoFactor } from '../support/two-factor.ts';

/**
 * Issue 14: without the phone, the login modal's reset link opens the security questions; the
 * answers (or, beyond the spec, one recovery code) turn two-factor off and sign in with the same
 * sign-in, and the user is asked to set it up again. Each recovery is mailed.
 */

test('recovery with the secret answers signs in, turns two-factor off and asks to set it up again', async ({
  page,
  request,
  confirmedUser: user,
}) => {
  await turnOnTwoFactor(request, user.tokens);
  await submitSignIn(page, user);
  const login = loginModal(page);
  await login.dialog.getByRole('button', { name: "Don't have the app? Reset your authentication" }).click();

  const recovery = page.getByRole('dialog', { name: 'Answer security questions' });
  for (const { question } of ANSWERS) {
    await expect(recovery.getByRole('textbox', { name: `${questionOf(question)} *` })).toHaveAttribute(
      'placeholder',
      'Answer',
    );
  }
  expect(await seriousViolations(page)).toEqual([]);
  // The link back to the code, and again to the questions.
  await recovery.getByRole('button', { name: 'Complete login with the authenticator app' }).click();
  await expect(login.code).toBeVisible();
  await login.dialog.getByRole('button', { name: "Don't have the app? Reset your authentication" }).click();

  // Answers are compared trimmed and case-folded.
  for (const { question, answer } of ANSWERS) {
    await recovery
      .getByRole('textbox', { name: `${questionOf(question)} *` })
      .fill(` ${answer.toUpperCase()} `);
  }
  await recovery.getByRole('button', { name: 'Reset two-factor authentication' }).click();

  await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();
  await expect(
    page.getByText('You are signed in, and two-factor authentication is off for your account.'),
  ).toBeVisible();
  const again = page.getByRole('dialog', { name: 'Set up two-factor authentication again' });
  await again.getByRole('button', { name: 'Set up now' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  await waitForOutboxMessage(request, {
    to: user.email,
    subject: 'Two-factor authentication was reset on your Focal account',
  });
});

test('recovery with one of the recovery codes signs in once, and the code is mailed as used', async ({
  page,
  request,
  confirmedUser: user,
}) => {
  const { recoveryCodes } = await turnOnTwoFactor(request, user.tokens);
  await submitSignIn(page, user);
  await loginModal(page)
    .dialog.getByRole('button', { name: "Don't have the app? Reset your authentication" })
    .click();
  const recovery = page.getByRole('dialog', { name: 'Answer security questions' });
  await recovery.getByRole('button', { name: 'Use a recovery code instead' }).click();
  // Typed in lower case without dashes: the code is read as shown, whatever its case and dashes.
  await recovery
    .getByRole('textbox', { name: 'Recovery code' })
    .fill(recoveryCodes[3]!.replaceAll('-', '').toLowerCase());
  expect(await seriousViolations(page)).toEqual([]);
  await recovery.getByRole('button', { name: 'Reset two-factor authentication' }).click();

  await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set up two-factor authentication again' })).toBeVisible();
  await waitForOutboxMessage(request, {
    to: user.email,
    subject: 'A recovery code of your Focal account was used',
  });
  await waitForOutboxMessage(request, {
    to: user.email,
    subject: 'Two-factor authentication was reset on your Focal account',
  });
});
