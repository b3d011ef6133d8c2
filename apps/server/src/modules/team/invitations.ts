import type { InvitationSignupRequest, TokenPair } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { consume } from '../../http/rate-limits/rate-limit.ts';
import { signupLimit } from '../../http/signup-limit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import type { RequestAuth } from '../auth/guards.ts';
import { AuthText } from '../auth/messages.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import { moveSessionsIntoCompany } from '../auth/move-session.ts';
import { issueSessionTokens, startUserSession } from '../auth/service.ts';
import { addMembers, companyOfMember } from '../memberships/service.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/service.ts';
import { TeamText } from './messages.ts';
import * as repo from './repo.ts';
import { fullName } from './service.ts';

/** Accepting an invitation: the invitee signs up through it, or signs in and accepts it. */

const unknownInvitation = () =>
  new AppError('NotFound', TeamText.invitationUnknownTitle, TeamText.invitationUnknown);

function assertUsable(invitation: repo.InvitationRow) {
  if (invitation.acceptedAt || invitation.expiresAt <= new Date()) {
    throw new AppError('InvitationExpired', TeamText.invitationGoneTitle, TeamText.invitationGone);
  }
}

async function usableInvitation(db: AppDeps['db'], token: string, options: { lock?: boolean } = {}) {
  const row = await repo.findInvitationByToken(db, token, options);
  if (!row) throw unknownInvitation();
  assertUsable(row.invitation);
  return row;
}

/** What the invitation page shows before the invitee signs up or signs in (no session needed). */
export async function publicInvitation(deps: AppDeps, options: { token: string }) {
  const { invitation, companyName, inviter } = await usableInvitation(deps.db, options.token);
  return {
    companyName,
    email: invitation.email,
    inviterName: inviter ? fullName(inviter) : companyName,
    accountExists: Boolean(await findUserByEmail(deps.db, invitation.email)),
  };
}

/**
 * A new user for the invited address: the invitation proves the address, the company gives the
 * currency, time zone and country. They join as a member and are signed in to that company.
 */
export async function signUpThroughInvitation(
  deps: AppDeps,
  options: { token: string; form: InvitationSignupRequest; clientAddress: string },
): Promise<TokenPair> {
  const { token, form } = options;
  await consume(deps.db, signupLimit(deps.config), options.clientAddress);
  await usableInvitation(deps.db, token);
  await assertAcceptablePassword(form.password);
  const passwordHash = await hashPassword(form.password);
  try {
    const { userId, companyId } = await deps.db.transaction(async (tx) => {
      const { invitation, company } = await usableInvitation(tx, token, { lock: true });
      if (await findUserByEmail(tx, invitation.email)) throw emailTaken();
      const now = new Date();
      const user = await insertUser(tx, {
        email: invitation.email,
        firstName: form.firstName,
        lastName: form.lastName,
        passwordHash,
        country: company.address.country ?? (await repo.accountOwnerCountry(tx, company.businessAccountId)),
        currency: company.currency,
        timeZone: company.timeZone,
        termsAcceptedAt: now,
        emailConfirmedAt: now,
      });
      await addMembers(tx, company.id, [{ userId: user.id, role: 'member' }]);
      await repo.markAccepted(tx, invitation.id);
      return { userId: user.id, companyId: company.id };
    });
    return await startUserSession(deps, userId, companyId);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () => new AppError('EmailTaken', AuthText.emailTakenTitle, TeamText.emailTaken);

/**
 * The signed-in user joins the invitation's company (again is fine) and their session moves into
 * it; the answer is a token pair naming that company.
 */
export async function acceptInvitation(
  deps: AppDeps,
  options: { auth: RequestAuth; token: string },
): Promise<TokenPair> {
  const { auth, token } = options;
  const user = await findUserById(deps.db, auth.subjectId);
  if (!user) throw invalidToken();
  await moveSessionsIntoCompany(deps, async (tx, move) => {
    const row = await repo.findInvitationByToken(tx, token, { lock: true });
    if (!row) throw unknownInvitation();
    const { invitation, company } = row;
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('Forbidden', TeamText.wrongAccountTitle, TeamText.wrongAccount(invitation.email));
    }
    // Accepting twice (a second tab, a retried request) just signs them in to the company again.
    if (!(await companyOfMember(tx, user.id, company.id))) {
      assertUsable(invitation);
      await addMembers(tx, company.id, [{ userId: user.id, role: 'member' }]);
    }
    await repo.markAccepted(tx, invitation.id);
    // The link reached this address, which proves it.
    if (!user.emailConfirmedAt) await updateUser(tx, user.id, { emailConfirmedAt: new Date() });
    await move({ sessionId: auth.sessionId }, company.id);
  });
  return issueSessionTokens(deps, auth.sessionId);
}
