/**
 * The second step of a sign-in answered 212 or 213: the code, or the setup a company requires, and
 * then the session, answered like a password sign-in.
 */
import type { AuthenticateTwoFactorRequest, SetupTwoFactorAtLoginRequest } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { startTwoFactorSession } from '../auth/service.ts';
import { companyOfMember, firstCompanyOf } from '../memberships/service.ts';
import { findUserById } from '../users/service.ts';
import type { Challenge } from './sign-in/repo.ts';
import { countKeyFailure, keyExpired, liveKey, useKey } from './challenges.ts';
import { knownDeviceKey, reserveTwoFactorAttempt } from './limits.ts';
import * as repo from './repo.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { codeInvalid, turnOn } from './service.ts';
import { SignInText } from './sign-in-messages.ts';
import { acceptedStep } from './totp.ts';

type Context = { clientAddress: string };

const codeMissing = () =>
  new AppError('ValidationFailed', SignInText.codeMissingTitle, SignInText.codeMissing, {
    data: { fields: { 'userData.sixDigitVerificationCode': SignInText.codeMissing } },
  });

/** The session in the key's company, or the user's first when they left it since. */
async function signedIn(deps: AppDeps, challenge: Challenge) {
  const { userId, companyId } = challenge;
  const stillMember = companyId && (await companyOfMember(deps.db, userId, companyId));
  return startTwoFactorSession(
    deps,
    userId,
    stillMember ? companyId : ((await firstCompanyOf(deps.db, userId)) ?? null),
  );
}

/** Counts a wrong code under the key (the fifth ends it) before the error goes out. */
async function countingWrongCodes<T>(deps: AppDeps, challenge: Challenge, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'TwoFactorCodeInvalid')
      await countKeyFailure(deps.db, challenge);
    throw error;
  }
}

/**
 * AUTHENTICATE_2FA: the key, the sign-in's email (another address: the same 410 as an unknown key)
 * and a code newer than the last one used (compare-and-set, so a code opens once even in parallel).
 * After a recovery the key signs in once with no code, or answers 213 when a company requires it.
 */
export async function authenticateTwoFactor(
  deps: AppDeps,
  options: Context & { body: AuthenticateTwoFactorRequest },
) {
  const { body } = options;
  const challenge = await liveKey(deps.db, body.authorizationKey, 'login');
  const user = await findUserById(deps.db, challenge.userId);
  if (!user || user.email.toLowerCase() !== body.userData.email.toLowerCase()) throw keyExpired();
  if (challenge.recoveredAt) {
    await useKey(deps.db, challenge);
    // Recovery turned two-factor off: a company that requires it answers its setup (startSession).
    return signedIn(deps, challenge);
  }
  const code = body.userData.sixDigitVerificationCode;
  if (!code) throw codeMissing();
  // A device that signed in with a code before counts its failures alone (issue 29 §4).
  const { enabledAt } = (await repo.findTwoFactor(deps.db, user.id)) ?? {};
  const attempt = await reserveTwoFactorAttempt(deps, {
    proof: 'code',
    userId: user.id,
    clientAddress: options.clientAddress,
    deviceKey: await knownDeviceKey(deps, user.id, body.userData.device_token, enabledAt),
  });
  await countingWrongCodes(deps, challenge, () =>
    deps.db.transaction(async (tx) => {
      await useKey(tx, challenge);
      const factor = await repo.findTwoFactor(tx, user.id);
      // Turned off since the 212 (a recovery elsewhere): this sign-in starts again.
      if (!factor?.enabledAt) throw keyExpired();
      const secret = openSecret(deps.config.twoFactorKey, user.id, factor.secretCiphertext);
      const step = acceptedStep(secret, code, factor.lastUsedStep);
      // Throwing rolls the key's use back: a mistyped code can be typed again under the same key.
      if (step === null || !(await repo.useStep(tx, user.id, step))) throw codeInvalid();
    }),
  );
  await attempt.release();
  return signedIn(deps, challenge);
}

/**
 * The setup a 213 asked for: two-factor turned on as in My profile (S1's turnOn, which checks the
 * code, and the ownership `enforce2FA` needs), the key used in the same transaction, then signed in
 * with the recovery codes shown once.
 */
export async function setupTwoFactorAtLogin(
  deps: AppDeps,
  options: Context & { body: SetupTwoFactorAtLoginRequest },
) {
  const { authorizationKey, ...setup } = options.body;
  const challenge = await liveKey(deps.db, authorizationKey, 'setup');
  const { recoveryCodes } = await countingWrongCodes(deps, challenge, () =>
    turnOn(deps, {
      userId: challenge.userId,
      body: setup,
      keepSessionId: null,
      companyId: challenge.companyId,
      clientAddress: options.clientAddress,
      alsoInTransaction: (tx) => useKey(tx, challenge),
    }),
  );
  return { ...(await signedIn(deps, challenge)), recoveryCodes };
}
