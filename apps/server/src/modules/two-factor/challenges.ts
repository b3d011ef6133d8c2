import { AUTHORIZATION_KEY_TTL_SECONDS } from '@focal/contracts/two-factor-constants';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { SignInText } from './sign-in-messages.ts';
import * as repo from './sign-in/repo.ts';

/**
 * The authorization key of a sign-in answered 212 (purpose 'login') or 213 ('setup'): 256 random
 * bits, stored hashed, 5 minutes, one sign-in, and the company the session will work in. Five wrong
 * codes or answers under one key end it too, whatever the per-account limits say.
 */
const KEY_MAX_FAILURES = 5;

export const keyExpired = () =>
  new AppError('TwoFactorKeyExpired', SignInText.keyExpiredTitle, SignInText.keyExpired);

export const issueKey = (
  db: AppDeps['db'],
  options: { userId: string; purpose: repo.ChallengePurpose; companyId: string | null },
) => repo.createChallenge(db, { ...options, ttlMs: AUTHORIZATION_KEY_TTL_SECONDS * 1000 });

/** The key's sign-in while it is usable for `purpose`; unknown, used, expired or another purpose: 410. */
export async function liveKey(db: AppDeps['db'], key: string, purpose: repo.ChallengePurpose) {
  const challenge = await repo.findLiveChallenge(db, key);
  if (!challenge || challenge.purpose !== purpose) throw keyExpired();
  return challenge;
}

/** Uses the key (in the caller's transaction); 410 when another request used it first. */
export async function useKey(db: AppDeps['db'], challenge: repo.Challenge) {
  if (!(await repo.useChallenge(db, challenge.id))) throw keyExpired();
}

/** A wrong code or answer under the key: the fifth ends it. */
export const countKeyFailure = (db: AppDeps['db'], challenge: repo.Challenge) =>
  repo.countChallengeFailure(db, challenge.id, KEY_MAX_FAILURES);

export const markKeyRecovered = async (db: AppDeps['db'], challenge: repo.Challenge) => {
  if (!(await repo.markRecovered(db, challenge.id))) throw keyExpired();
};
