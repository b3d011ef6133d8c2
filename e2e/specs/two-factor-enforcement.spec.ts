import { test, expect } from '../support/fixtures.ts';
import { createConfirmedUser } from '../support/api.ts';
import { openWithTokens } from '../support/session.ts';
import { completeSetup, invitedMember, submitSignIn, turnOnTwoFactor } from '../support/two-factor.ts';

/**
 * Issue 14: an owner requires two-factor of the company's team (My profile's switch). A member
 * without it meets the setup at sign-in (213) and cannot skip it: confirming the cancel leaves them
 * signed out; finishing the setup signs them in.
 */
test('a member of a company that requires two-factor must set it up at sign-in', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await createConfirmedUser(request, { companyName: 'Harbour Light Studio' });
  const member = await invitedMember(request, owner.tokens);
  await turnOnTwoFactor(request, owner.tokens);

  // The owner requires it from My profile (their session survived their own setup).
  await openWithTokens(page, owner.tokens, owner.email, '/settings/profile');
  const security = page.getByRole('region', { name: 'Security' });
  const toggle = security.getByRole('switch', {
    name: 'Require two-factor authentication for everyone in Harbour Light Studio',
  });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(
    page.getByText('Two-factor authentication is now required in Harbour Light Studio.'),
  ).toBeVisible();
  await expect(toggle).toBeChecked();

  // The member's password leads to the setup, forced.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await submitSignIn(memberPage, member);
  const setup = memberPage.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
  await expect(
    setup.getByText(
      'Harbour Light Studio requires two-factor authentication. Set it up to finish signing in.',
    ),
  ).toBeVisible();

  // Cancel asks first; 'No, Go Back' returns to the stepper.
  await setup.getByRole('button', { name: 'Cancel' }).click();
  const cancel = memberPage.getByRole('dialog', { name: 'Cancel the setup?' });
  await expect(
    cancel.getByText('Two-factor authentication setup is not yet complete. Are you sure?'),
  ).toBeVisible();
  await cancel.getByRole('button', { name: 'No, Go Back' }).click();
  await expect(cancel).toBeHidden();
  await expect(setup.getByRole('button', { name: 'Next' })).toBeVisible();

  // Confirming the cancel leaves the member signed out, on the sign-in page.
  await setup.getByRole('button', { name: 'Cancel' }).click();
  await cancel.getByRole('button', { name: 'Yes, Cancel Setup' }).click();
  await expect(setup).toBeHidden();
  await expect(memberPage).toHaveURL(/\/login$/);
  await memberPage.goto('/');
  await expect(memberPage).toHaveURL(/\/login/);
  await expect(memberPage.getByRole('heading', { name: `Welcome, ${member.firstName}` })).toHaveCount(0);

  // Signing in again and finishing the setup signs in.
  await submitSignIn(memberPage, member);
  await completeSetup(memberPage, setup);
  const codes = memberPage.getByRole('dialog', { name: 'Save your recovery codes' });
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(memberPage.getByRole('heading', { name: `Welcome, ${member.firstName}` })).toBeVisible();
  expect(new URL(memberPage.url()).pathname).toBe('/');
  await context.close();
});
