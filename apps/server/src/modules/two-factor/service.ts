/**
 * The user's own two-factor: turning it on (from My profile, or from the setup a sign-in requires)
 * and off. Both end the user's other sessions and mail the user, in the transaction of the change.
 */
import type { TurnOnTwoFactorRequest, TwoFactorSetupRequest } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { queueMail } from '../../mail/outbox.ts';
import { twoFactorOffMail, twoFactorOnMail } from '../../mail/two-factor-mail.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { endEmailTokens, issueLink, revokeAllSessions, revokeOtherSessions } from '../auth/service.ts';
import { assertCurrentPassword } from '../profile/current-password.ts';
import { findUserById, type User } from '../users/service.ts';
import { hashAnswer } from './answers.ts';
import { assertCompanyOwner } from './enforcement.ts';
import { reserveTwoFactorAttempt } from './limits.ts';
import { TwoFactorSetupText as T } from './messages.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import * as repo from './repo.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { alreadyOn, pendingSecretOf } from './setup.ts';
import { acceptedStep } from './totp.ts';

export const codeInvalid = () => new AppError('TwoFactorCodeInvalid', T.codeInvalidTitle, T.codeInvalid);
const noPendingSetup = () => new AppError('Conflict', T.noPendingSetupTitle, T.noPendingSetup);
const notOn = () => new AppError('Conflict', T.notOnTitle, T.notOn);

type Notice = typeof twoFactorOffMail;

/** Queues one of two-factor's security notices (mail/two-factor-mail.ts) to the user, in `tx`. */
export const queueNotice = (deps: AppDeps, tx: Db, user: User, template: Notice, at = new Date()) =>
  queueMail(tx, {
    kind: 'security',
    userId: user.id,
    ...template({
      to: user.email,
      firstName: user.firstName,
      at,
      forgotLink: `${deps.config.publicUrl}/forgot`,
    }),
  });

async function userOf(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw invalidToken();
  return user;
}

/**
 * Turned-on notice for `user`, with its "This was not me" link: a new one per turn-on, which ends
 * the link of any turn-on before (auth's email tokens, purpose `two_factor_not_me`).
 */
async function queueTurnedOnNotice(deps: AppDeps, tx: Db, user: User) {
  const notMe = await issueLink(deps, tx, { userId: user.id, purpose: 'two_factor_not_me' });
  return queueMail(tx, {
    kind: 'security',
    userId: user.id,
    refId: notMe.tokenId,
    ...twoFactorOnMail({
      to: user.email,
      firstName: user.firstName,
      at: new Date(),
      notMeLink: notMe.url,
      forgotLink: `${deps.config.publicUrl}/forgot`,
    }),
  });
}

/**
 * Two-factor off, whatever the way (a code, a recovery, the notice's link): the secret, answers and
 * recovery codes go, and so does the turned-on notice's link (it undoes only a two-factor that is on).
 */
export async function removeTwoFactor(tx: Db, userId: string) {
  await repo.deleteTwoFactor(tx, userId);
  await endEmailTokens(tx, userId, ['two_factor_not_me']);
}

/** Ends the user's sessions but `keepSessionId` (the caller's own; none at a sign-in). */
const endOtherSessions = (tx: Db, userId: string, keepSessionId: string | null) =>
  keepSessionId ? revokeOtherSessions(tx, userId, keepSessionId) : revokeAllSessions(tx, userId);

export type TurnOnOptions = {
  userId: string;
  body: TwoFactorSetupRequest;
  /** The session that stays signed in; null at a sign-in (the session starts after). */
  keepSessionId: string | null;
  /** The company whose team `enforce2FA` binds (the session's); the user must own it. */
  companyId: string | null;
  /** Wrong codes count against the account and this address (limits.ts). */
  clientAddress: string;
  /** More writes that stand or fall with the setup (a sign-in marks its key used). */
  alsoInTransaction?: (tx: Db) => Promise<void>;
};

/**
 * Spec 02 §4 Finish: the pending secret confirmed by a code of it, the three answers hashed, ten
 * recovery codes (answered in clear this once), and the company's requirement when asked for.
 */
export async function turnOn(deps: AppDeps, options: TurnOnOptions): Promise<{ recoveryCodes: string[] }> {
  const { userId, body } = options;
  const user = await userOf(deps, userId);
  if (body.enforce2FA) await assertCompanyOwner(deps.db, userId, options.companyId);
  const pending = await pendingSecretOf(deps, userId);
  if (!pending) throw (await repo.findTwoFactor(deps.db, userId))?.enabledAt ? alreadyOn() : noPendingSetup();
  const attempt = await reserveTwoFactorAttempt(deps, {
    proof: 'switch',
    userId,
    clientAddress: options.clientAddress,
  });
  const step = acceptedStep(pending.secret, body.sixDigitVerificationCode, null);
  if (step === null) throw codeInvalid();
  const questions = await Promise.all(
    body.secretQuestions.map(async (q) => ({
      questionId: q.question,
      answerHash: await hashAnswer(q.answer),
    })),
  );
  const recoveryCodes = newRecoveryCodes();
  const { revoked, mailId } = await deps.db.transaction(async (tx) => {
    // The secret read above, still pending: a second Finish, or a setup started since, loses here.
    const { secretCiphertext } = pending.row;
    if (!(await repo.enableSecret(tx, { userId, secretCiphertext, step }))) throw noPendingSetup();
    await repo.replaceSecretQuestions(tx, userId, questions);
    await repo.replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode));
    if (body.enforce2FA) await repo.setTwoFactorRequired(tx, options.companyId!, true);
    const revoked = await endOtherSessions(tx, userId, options.keepSessionId);
    await options.alsoInTransaction?.(tx);
    return { revoked, mailId: await queueTurnedOnNotice(deps, tx, user) };
  });
  await attempt.release();
  deps.revocations.add(revoked);
  await deps.mailer.dispatch([mailId]);
  return { recoveryCodes };
}

/**
 * My profile's turn-on: the current password first, as the email change asks it (issue 29 §3: an
 * access token alone, stolen, must not turn two-factor on with someone else's authenticator). An
 * account without a password (an identity provider's) passes. The sign-in's setup asks none: its
 * key already took the password.
 */
export async function turnOnFromProfile(
  deps: AppDeps,
  options: Omit<TurnOnOptions, 'body' | 'alsoInTransaction'> & { body: TurnOnTwoFactorRequest },
) {
  const { currentPassword, ...body } = options.body;
  await assertCurrentPassword(deps, await userOf(deps, options.userId), currentPassword);
  return turnOn(deps, { ...options, body });
}

/**
 * Two-factor off from My profile: a current code of the authenticator, never one used before, and
 * no company of the user requiring it (its owner lifts the requirement first).
 */
export async function turnOff(
  deps: AppDeps,
  options: { userId: string; code: string; keepSessionId: string; clientAddress: string },
) {
  const { userId } = options;
  const user = await userOf(deps, userId);
  const row = await repo.findTwoFactor(deps.db, userId);
  if (!row?.enabledAt) throw notOn();
  const [requiring] = await repo.companiesRequiringTwoFactor(deps.db, userId);
  if (requiring) throw new AppError('Conflict', T.requiredTitle, T.required(requiring.name));
  const attempt = await reserveTwoFactorAttempt(deps, {
    proof: 'switch',
    userId,
    clientAddress: options.clientAddress,
  });
  const secret = openSecret(deps.config.twoFactorKey, userId, row.secretCiphertext);
  const step = acceptedStep(secret, options.code, row.lastUsedStep);
  if (step === null) throw codeInvalid();
  const { revoked, mailId } = await deps.db.transaction(async (tx) => {
    // Compare-and-set: of two requests with one code, one stores the step and the other is refused.
    if (!(await repo.useStep(tx, userId, step))) throw codeInvalid();
    await removeTwoFactor(tx, userId);
    const revoked = await endOtherSessions(tx, userId, options.keepSessionId);
    return { revoked, mailId: await queueNotice(deps, tx, user, twoFactorOffMail) };
  });
  await attempt.release();
  deps.revocations.add(revoked);
  await deps.mailer.dispatch([mailId]);
}
