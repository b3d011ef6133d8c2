/**
 * The turned-on notice's "This was not me" link (issue 29 §3). Whoever turned two-factor on chose
 * the authenticator and the answers and holds the recovery codes, and a new password leaves
 * two-factor as it is: the notice's own link is how the account's holder takes it back. Opened, it
 * turns two-factor off and ends every session; the page then sends them to set a new password.
 */
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { twoFactorUndoneMail } from '../../mail/two-factor-mail.ts';
import { findEmailToken, revokeAllSessions, useEmailToken } from '../auth/service.ts';
import { findUserById } from '../users/service.ts';
import { TwoFactorSetupText as T } from './messages.ts';
import * as repo from './repo.ts';
import { queueNotice, removeTwoFactor } from './service.ts';

const linkDead = () => new AppError('VerificationLinkExpired', T.notMeDeadTitle, T.notMeDead);

/**
 * Single use, 7 days, and only the link of the turn-on still current: turning two-factor off ends
 * it and turning it on again supersedes it (service.ts), and it never acts on a two-factor that is
 * off. Every refusal is one 410: unknown, used, expired or outdated.
 */
export async function undoTurnOn(deps: AppDeps, token: string): Promise<void> {
  const link = await findEmailToken(deps.db, token, 'two_factor_not_me');
  if (!link) throw linkDead();
  const user = await findUserById(deps.db, link.userId);
  if (!user) throw linkDead();
  const { revoked, mailId } = await deps.db.transaction(async (tx) => {
    if (!(await useEmailToken(tx, link.id))) throw linkDead();
    if (!(await repo.findTwoFactor(tx, link.userId))?.enabledAt) throw linkDead();
    await removeTwoFactor(tx, link.userId);
    const revoked = await revokeAllSessions(tx, link.userId);
    // The account's holder hears of it by mail too, as of every other way two-factor goes off.
    return { revoked, mailId: await queueNotice(deps, tx, user, twoFactorUndoneMail) };
  });
  deps.revocations.add(revoked);
  await deps.mailer.dispatch([mailId]);
}
