import { ApiRoutes } from '@focal/contracts/api-routes';
import { TeamPaths } from '@focal/contracts';
import { createConfirmedUser } from '../support/api.ts';
import { test, expect } from '../support/fixtures.ts';
import { waitForOutboxMessage } from '../support/mailbox.ts';
import { openSignedIn } from '../support/session.ts';

/**
 * Issue 10 §1: an owner invites someone else's address, asks for a reset of it, and tries to read
 * the reset link through the invitation's development mail link. The link shows the invitation,
 * only ever that, and dies with the invitation.
 */
test("an invitation's mail link shows that invitation, never the invitee's reset mail, and dies with it", async ({
  page,
  request,
  confirmedUser: owner,
}) => {
  const victim = await createConfirmedUser(request);
  const auth = { authorization: `Bearer ${owner.tokens.access_token}` };
  const invited = await request.post(TeamPaths.invitations, { headers: auth, data: { email: victim.email } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const invitationId = ((await invited.json()) as { data: { id: string } }).data.id;
  expect((await request.post(ApiRoutes.forgotPassword.path, { data: { email: victim.email } })).ok()).toBe(
    true,
  );
  await waitForOutboxMessage(request, { to: victim.email, subject: 'Set a new password for Focal' });

  await openSignedIn(page, request, '/settings/team', owner);
  await page.getByRole('link', { name: `Read the mail to ${victim.email}: the invitation you sent` }).click();
  await expect(page.getByRole('heading', { name: 'Development mail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /invited you to join/ })).toBeVisible();
  await expect(page.locator('a[href*="/company/register/"]').first()).toBeVisible();
  await expect(page.getByText('Set a new password for Focal')).toHaveCount(0);
  await expect(page.locator('a[href*="/new/confirm/"]')).toHaveCount(0);

  const revoked = await request.delete(TeamPaths.invitation(invitationId), { headers: auth });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(/This link no longer shows a message/)).toBeVisible();
});
