/**
 * RECOVER_2FA: a sign-in answered 212 whose user lost the authenticator turns two-factor off with
 * the three secret answers or, beyond the spec, one recovery code. Then the key signs in once
 * without a code (sign-in.ts), and the user is asked to set it up again.
 */
import type { RecoverTwoFactorRequest } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { recoveryCodeUsedMail, twoFactorRecoveredMail } from '../../mail/two-factor-mail.ts';
import { revokeAllSessions } from '../auth/service.ts';
import { findUserById } from '../users/service.ts';
import { verifyAnswer } from './answers.ts';
import { countKeyFailure, keyExpired, liveKey, markKeyRecovered } from './challenges.ts';
import { knownDeviceKey, reserveTwoFactorAttempt } from './limits.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import * as repo from './repo.ts';
import { queueNotice, removeTwoFactor } from './service.ts';
import { SignInText } from './sign-in-messages.ts';

const recoveryFailed = () =>
  new AppError('TwoFactorRecoveryFailed', SignInText.recoveryFailedTitle, SignInText.recoveryFailed);

type Answer = { questionId: string; answer: string };

/** The user's own three questions, each answered right (after S1's folding); any other set fails. */
async function answersMatch(db: Db, userId: string, answers: Answer[]) {
  const questions = await repo.secretQuestionsOf(db, userId);
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  if (questions.length === 0 || given.size !== questions.length) return false;
  const checks = await Promise.all(
    questions.map(async (q) => {
      const answer = given.get(q.questionId);
      return answer !== undefined && verifyAnswer(q.answerHash, answer);
    }),
  );
  return checks.every(Boolean);
}

export async function recoverTwoFactor(
  deps: AppDeps,
  options: { clientAddress: string; body: RecoverTwoFactorRequest },
) {
  const { body } = options;
  const challenge = await liveKey(deps.db, body.authorizationKey, 'login');
  const user = await findUserById(deps.db, challenge.userId);
  // A key already recovered is left to sign in once (sign-in.ts), nothing more.
  if (!user || challenge.recoveredAt) throw keyExpired();
  // Counted before the check, so parallel guesses cannot pass the limit; given back when right. A
  // budget of its own, so a locked code step never blocks it; a known device counts alone (issue 29 §4).
  const { enabledAt } = (await repo.findTwoFactor(deps.db, user.id)) ?? {};
  const attempt = await reserveTwoFactorAttempt(deps, {
    proof: 'recovery',
    userId: user.id,
    clientAddress: options.clientAddress,
    deviceKey: await knownDeviceKey(deps, user.id, body.device_token, enabledAt),
  });
  const byCode = 'recoveryCode' in body;
  try {
    if (!byCode && !(await answersMatch(deps.db, user.id, body.questions))) throw recoveryFailed();
    const { revoked, mailIds } = await deps.db.transaction(async (tx) => {
      // Marked used atomically: of two requests with one code, the second finds it used (or gone).
      if (byCode && !(await repo.useRecoveryCode(tx, user.id, hashRecoveryCode(body.recoveryCode))))
        throw recoveryFailed();
      await markKeyRecovered(tx, challenge);
      await removeTwoFactor(tx, user.id);
      const revoked = await revokeAllSessions(tx, user.id);
      const at = new Date();
      const mailIds = [await queueNotice(deps, tx, user, twoFactorRecoveredMail, at)];
      if (byCode) mailIds.push(await queueNotice(deps, tx, user, recoveryCodeUsedMail, at));
      return { revoked, mailIds };
    });
    deps.revocations.add(revoked);
    await deps.mailer.dispatch(mailIds);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TwoFactorRecoveryFailed')
      await countKeyFailure(deps.db, challenge);
    throw error;
  }
  await attempt.release();
  return { user2faState: 'OFF' as const };
}
