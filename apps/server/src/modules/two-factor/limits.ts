import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import {
  forgetKey,
  type Limit,
  release,
  tryConsumeUnlessWaiting,
} from '../../http/rate-limits/rate-limit.ts';
import { trustedDeviceKey } from '../auth/device-tokens.ts';

/**
 * Wrong authenticator codes, recovery answers and recovery codes, each kind of proof in a bucket of
 * its own (`BUCKETS`), so guesses at one never lock another (issue 29 §4). From a device that never
 * completed a sign-in they count per account and per client address: 5 for an account (20 for an
 * address, which a studio's whole team may share behind one router, as sign-in failures count);
 * from a known device (`deviceKey`) against that device alone, 5, whatever the account's and the
 * address's count. Past the maximum, a quarter hour's wait, and each further failure doubles it
 * (30 min, 1 h, 2 h … at most 24 h), counted from the last failure. A day without failures forgets
 * them; a right code forgets the device's or the account's (never the address's).
 */
export const TWO_FACTOR_FAILURES: Limit = { bucket: '2fa-failure', max: 5, windowMs: 15 * 60_000 };
export const ADDRESS_FAILURES_MAX = 20;
const MAX_WAIT_MS = 24 * 3600_000;
/** The sign-in's code step, its recovery, and turning two-factor on or off (a signed-in session). */
const BUCKETS = {
  code: TWO_FACTOR_FAILURES.bucket,
  recovery: '2fa-recovery',
  switch: '2fa-switch',
} as const;
type TwoFactorProof = keyof typeof BUCKETS;

/** How long after the last of `failures` failures the next attempt must wait (0: it may go now). */
export function waitAfter(failures: number, max = TWO_FACTOR_FAILURES.max): number {
  const { windowMs } = TWO_FACTOR_FAILURES;
  return failures < max ? 0 : Math.min(windowMs * 2 ** (failures - max), MAX_WAIT_MS);
}

const maxFor = (key: string) => (key.startsWith('ip:') ? ADDRESS_FAILURES_MAX : TWO_FACTOR_FAILURES.max);

const inWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
};

const tooManyAttempts = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    'RateLimited',
    'Too many attempts',
    `Too many wrong codes or answers. Please wait ${inWords(waitMs)} and try again.`,
    { headers: { 'retry-after': String(seconds) }, data: { retryAfterSeconds: seconds } },
  );
};

type AttemptOptions = {
  proof: TwoFactorProof;
  userId: string;
  clientAddress: string;
  /** The device's key (knownDeviceKey) when it completed a sign-in since two-factor was turned on. */
  deviceKey?: string;
};

/**
 * Counts the attempt as a failure before the code or answers are checked, under every key and
 * atomically (an advisory lock per key, as every rate limit), so parallel guesses cannot pass the
 * count; refused with 429 RateLimited (retry-after) while a wait is in force. Call `release()` when
 * the code or answers were right.
 */
export async function reserveTwoFactorAttempt(
  deps: AppDeps,
  options: AttemptOptions,
): Promise<{ release: () => Promise<void> }> {
  const own = options.deviceKey ?? `user:${options.userId}`;
  const keys = options.deviceKey ? [own] : [own, `ip:${options.clientAddress}`];
  const bucket = BUCKETS[options.proof];
  const outcome = await tryConsumeUnlessWaiting(deps.db, bucket, keys, {
    horizonMs: MAX_WAIT_MS,
    waitMs: (key, { count, last }, now) => (last ? last.getTime() + waitAfter(count, maxFor(key)) - now : 0),
  });
  if (outcome.waitMs > 0) throw tooManyAttempts(outcome.waitMs);
  return {
    release: async () => {
      await release(deps.db, outcome.ids);
      await forgetKey(deps.db, bucket, own);
    },
  };
}

/**
 * The device's key when `token` is a device token of this user issued since two-factor was turned
 * on: only a sign-in that passed the second step issues one then (a password alone answers 212), so
 * a token from before, when the password sufficed, makes no device known.
 */
export const knownDeviceKey = (
  deps: AppDeps,
  userId: string,
  token: string | undefined,
  enabledAt: Date | null | undefined,
) => (enabledAt ? trustedDeviceKey(deps, token, { kind: 'user', id: userId }, enabledAt) : undefined);
