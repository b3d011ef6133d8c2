import { DEMO_ADMIN, GOOD_PASSWORD, uniqueEmail } from '../../packages/test-kit/src/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { extractLink } from '../support/mailbox.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 13, the console in the browser: an administrator finds an account by part of its e-mail,
 * disables and enables it, invites another administrator, reads the invitation in the Outbox, the
 * invitee accepts it in a browser of their own, and the audit log shows what was done.
 */
test('an administrator finds, disables and enables an account, invites an administrator, and reads it all in the audit log', async ({
  page,
  browser,
  confirmedUser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/admins');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admins\/accounts$/);
  const nav = page.getByRole('navigation', { name: 'Console' });

  // Part of the e-mail: the start of the random word in "user-<hex>@focal.test" (the search matches
  // word prefixes).
  const part = confirmedUser.email.split('@')[0]!.split('-')[1]!.slice(0, 8);
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(part);
  await expect(page).toHaveURL(new RegExp(`q=${part}`));
  const results = page.getByRole('table', { name: 'Accounts found' });
  await expect(results.getByRole('link', { name: confirmedUser.email })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await results.getByRole('link', { name: confirmedUser.email }).click();

  await expect(page).toHaveURL(/\/admins\/accounts\/[0-9a-f-]{36}$/);
  const userId = new URL(page.url()).pathname.split('/').pop()!;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Pat Tester');
  await expect(page.getByRole('table', { name: 'Recent sign-ins' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Disable' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable Pat Tester?' });
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('The user is disabled and signed out everywhere.')).toBeVisible();
  await expect(heading.getByText('Disabled')).toBeVisible();

  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Enable' }).click();
  await page
    .getByRole('dialog', { name: 'Enable Pat Tester?' })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(page.getByText('The user is enabled again.')).toBeVisible();
  await expect(heading.getByText('Disabled')).toBeHidden();

  const invitee = { name: 'Alan Console', email: uniqueEmail('admin') };
  await nav.getByRole('link', { name: 'Administrators' }).click();
  await page.getByRole('button', { name: 'Invite an administrator' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite an administrator' });
  await invite.getByLabel('Name').fill(invitee.name);
  await invite.getByLabel('Email').fill(invitee.email);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`The invitation is on its way to ${invitee.email}.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(invitee.email);

  await nav.getByRole('link', { name: 'Outbox' }).click();
  await page.getByLabel('Recipient').fill(invitee.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('button', { name: 'You are invited to administer Focal' }).click();
  const mail = page.getByRole('dialog', { name: 'You are invited to administer Focal' });
  const text = (await mail.locator('pre').textContent()) ?? '';
  const link = extractLink({ text, html: '' }, '/admins/invitation/');
  // The HTML version is drawn in a frame that may run nothing.
  await mail.getByRole('tab', { name: 'HTML' }).click();
  await expect(mail.locator('iframe')).toHaveAttribute('sandbox', '');
  await page.keyboard.press('Escape');
  await expect(mail).toBeHidden();

  const other = await browser.newContext();
  const invited = await other.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Join the Focal administrators' })).toBeVisible();
  await invited.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await invited.getByRole('button', { name: 'Set the password and open the console' }).click();
  await expect(invited).toHaveURL(/\/admins\/accounts$/);
  await expect(invited.getByText(`Signed in as ${invitee.name}`)).toBeVisible();
  // The list drawn is the recorded search the audit log shows first: closed before its answer, the
  // request may not have been recorded yet.
  await expect(invited.getByRole('table', { name: 'Accounts found' })).toBeVisible();
  await other.close();

  await nav.getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log entries' });
  // Reads of people's data and mail are recorded (issue 29 §9): the newest entry is the invited
  // administrator's console opening on the accounts' list, and this one read the outbox before.
  await expect(log.getByRole('row').nth(1)).toContainText('Searched accounts');
  await expect(log.getByRole('row').nth(1)).toContainText(invitee.email);
  await expect(log).toContainText('Viewed the outbox');
  await expect(log).toContainText('admin.invite');
  await expect(log).toContainText('user.enable');
  await expect(log).toContainText('user.disable');
  await expect(log).toContainText('Searched accounts');

  // Filtered to the account: its two actions and the views of its page, and what each changed.
  await page.getByRole('textbox', { name: 'Target id' }).fill(userId);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(log).toContainText('user.enable');
  await expect(log).toContainText('user.disable');
  await expect(log).toContainText("Viewed an account's page");
  await expect(log).not.toContainText('admin.invite');
  await log.getByRole('button', { name: 'Show changes' }).first().click();
  await expect(log.getByText('Before', { exact: true })).toBeVisible();
});
