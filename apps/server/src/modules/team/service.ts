import { type Invitation, PlanLimitText, type Team, type TeamMember, TeamPaths } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { randomToken } from '../../lib/secrets.ts';
import { latestMailAbout, queueMail } from '../../mail/outbox.ts';
import { linkMail } from '../../mail/templates.ts';
import { assertOwner, type CompanyScope } from '../auth/guards.ts';
import { moveSessionsIntoCompany } from '../auth/move-session.ts';
import { devMailLink } from '../dev-mail/links.ts';
import { afterMailRouteReset, resetMailRouteOfRemoved } from '../email-settings/member-removal.ts';
import { companyOfMember, deleteMembership, firstCompanyOf } from '../memberships/service.ts';
import { findUserByEmail, findUserById } from '../users/service.ts';
import {
  assertWithinLimit,
  limitOf,
  lockBusinessAccount,
  planTierOf,
  upgradePlanUrl,
  upgradeTierFor,
} from '../account-billing/plans/limits.ts';
import { InvitationMailText, TeamText } from './messages.ts';
import * as repo from './repo.ts';

/** What other modules read about teams (plan limits, the dev mailbox), through this service. */
export { countAccountUsers, invitationStates, isInvitationPending } from './repo.ts';

const INVITATION_TTL_MS = 7 * 24 * 3600_000;
/** Invitation mails one owner may send in an hour (sending again included): bounds mail abuse. */
const INVITES: Limit = { bucket: 'team-invite', max: 50, windowMs: 60 * 60_000 };

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * Owners may revoke; without SMTP they may also read the invitation mail they sent (DEV_MAILBOX):
 * that one mail, while the invitation stands, never the invitee's other mail.
 */
async function toInvitation(deps: AppDeps, row: repo.InvitationRow, owner: boolean): Promise<Invitation> {
  const mail = owner && deps.config.devMailbox ? await latestMailAbout(deps.db, row.id) : undefined;
  const devMailbox = mail && (await devMailLink(deps, mail, row.expiresAt));
  return {
    id: row.id,
    email: row.email,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    actions: owner
      ? {
          REVOKE: { url: TeamPaths.invitation(row.id), method: 'DELETE' },
          ...(devMailbox && { DEV_MAILBOX: devMailbox }),
        }
      : {},
  };
}

/** The team page: members, pending invitations, the plan's user count and what the viewer may do. */
export async function teamOf(deps: AppDeps, scope: CompanyScope): Promise<Team> {
  const owner = scope.role === 'owner';
  const [members, invitations, users, tier] = await Promise.all([
    repo.listMembers(deps.db, scope.companyId),
    repo.listPendingInvitations(deps.db, scope.companyId),
    repo.countAccountUsers(deps.db, scope.businessAccountId),
    planTierOf(deps.db, scope.businessAccountId),
  ]);
  const maxUsers = limitOf(tier, 'USERS');
  const upgrade = upgradeTierFor(tier, 'USERS');
  const actions: Team['actions'] = {};
  if (owner && (maxUsers === null || users < maxUsers)) {
    actions.INVITE = { url: TeamPaths.invitations, method: 'POST' };
  } else if (owner && upgrade) {
    actions.UPGRADE_PLAN = { url: upgradePlanUrl(upgrade) };
  }
  return {
    members: members.map((m): TeamMember => {
      const removable = owner && m.role !== 'owner' && m.userId !== scope.userId;
      return {
        userId: m.userId,
        fullName: fullName(m),
        email: m.email,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        actions: removable ? { REMOVE: { url: TeamPaths.member(m.userId), method: 'DELETE' } } : {},
      };
    }),
    invitations: await Promise.all(invitations.map((row) => toInvitation(deps, row, owner))),
    usage: { users, maxUsers },
    actions,
  };
}

/**
 * Invites an address to the company, or sends a pending invitation again with a new link. The
 * account is locked before counting, so parallel invitations at the plan's limit cannot all pass.
 */
export async function invite(
  deps: AppDeps,
  options: { scope: CompanyScope; email: string },
): Promise<Invitation> {
  const { scope, email } = options;
  assertOwner(scope);
  await consume(deps.db, INVITES, scope.userId);
  const { invitation, mailId } = await deps.db.transaction(async (tx) => {
    await lockBusinessAccount(tx, scope.businessAccountId);
    const company = await repo.findCompany(tx, scope.companyId);
    if (await repo.isMemberByEmail(tx, scope.companyId, email)) {
      throw new AppError(
        'EmailTaken',
        TeamText.alreadyMemberTitle,
        TeamText.alreadyMember(email, company.name),
        {
          data: { fields: { email: TeamText.alreadyMember(email, company.name) } },
        },
      );
    }
    // Someone who already counts (a member of another company of the account, or invited) adds no user.
    if (!(await repo.countsAsAccountUser(tx, scope.businessAccountId, email))) {
      assertWithinLimit({
        tier: await planTierOf(tx, scope.businessAccountId),
        feature: 'USERS',
        count: await repo.countAccountUsers(tx, scope.businessAccountId),
        title: TeamText.planLimitTitle,
        message: PlanLimitText.usersMax,
      });
    }
    const open = await repo.findOpenInvitation(tx, scope.companyId, email);
    const token = randomToken();
    const invitation = await repo.saveInvitation(tx, {
      id: open?.id,
      companyId: scope.companyId,
      email,
      token,
      invitedBy: scope.userId,
      ttlMs: INVITATION_TTL_MS,
    });
    const inviter = await findUserById(tx, scope.userId);
    const invitee = await findUserByEmail(tx, email);
    const inviterName = inviter ? fullName(inviter) : company.name;
    const T = InvitationMailText;
    const mail = linkMail(
      T.subject(inviterName, company.name),
      T.intro(inviterName, company.name),
      T.button,
      T.outro,
    )({
      to: email,
      firstName: T.greetingName(invitee?.firstName),
      link: `${deps.config.publicUrl}/company/register/${token}`,
    });
    const mailId = await queueMail(tx, {
      kind: 'invitation',
      refId: invitation.id,
      userId: invitee?.id ?? null,
      ...mail,
    });
    return { invitation, mailId };
  });
  await deps.mailer.dispatch([mailId]);
  return toInvitation(deps, invitation, true);
}

export async function revokeInvitation(deps: AppDeps, options: { scope: CompanyScope; id: string }) {
  assertOwner(options.scope);
  if (!(await repo.deleteInvitation(deps.db, options.scope.companyId, options.id))) {
    throw notFound(TeamText.invitationNotFound);
  }
}

/**
 * Removes a member from the company. Each of their sessions working in it moves at once to another
 * company they belong to (or to none), so their live tokens no longer reach this company.
 */
export async function removeMember(
  deps: AppDeps,
  options: { scope: CompanyScope; userId: string; log: { warn: (obj: object, msg: string) => void } },
) {
  const { scope, userId } = options;
  assertOwner(scope);
  if (userId === scope.userId) throw new AppError('Forbidden', TeamText.removeSelfTitle, TeamText.removeSelf);
  const reset = await moveSessionsIntoCompany(deps, async (tx, move) => {
    const member = await companyOfMember(tx, userId, scope.companyId);
    if (!member) throw notFound(TeamText.memberNotFound);
    if (member.role === 'owner')
      throw new AppError('Forbidden', TeamText.removeOwnerTitle, TeamText.removeOwner);
    await deleteMembership(tx, scope.companyId, userId);
    const fallback = (await firstCompanyOf(tx, userId)) ?? null;
    await move({ userId, fromCompanyId: scope.companyId }, fallback);
    // Their SMTP server or Gmail account stops receiving the studio's mail (issue 29 §5).
    const user = await findUserById(tx, userId);
    const name = user ? fullName(user) : 'A removed member';
    return resetMailRouteOfRemoved(deps, tx, scope.companyId, { id: userId, name });
  });
  await afterMailRouteReset(deps, reset, options.log);
}
