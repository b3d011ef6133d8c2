import type { JWTPayload } from 'jose';
import type { AppDeps } from '../../deps.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { SubjectKind } from './access-tokens.ts';

/**
 * OWASP's device cookie (docs/decisions/sign-in-limits-and-queues.md): a signed token naming one
 * account, kept by the browser and sent with the next sign-in. Failures sent with a valid one count
 * against that device only, so guessing from elsewhere never locks its owner out.
 */
const PURPOSE = 'device';
/** Renewed by every successful sign-in; a device unused this long is a stranger again. */
const DEVICE_TOKEN_TTL = '180d';

type Account = { kind: SubjectKind; id: string };
const subjectOf = (account: Account) => `${account.kind}:${account.id}`;

export const issueDeviceToken = (deps: AppDeps, account: Account) =>
  // A random `n` makes two tokens issued in the same second to one account distinct devices; `at`
  // (milliseconds) orders a token against a change of the account made within the same second.
  deps.tokens.signPurpose(PURPOSE, subjectOf(account), DEVICE_TOKEN_TTL, {
    n: randomToken(),
    at: String(Date.now()),
  });

/** When a device token was issued: its `at`, or, in tokens made before `at` existed, its second. */
const issuedAt = (claims: JWTPayload) =>
  typeof claims.at === 'string' ? Number(claims.at) : (claims.iat ?? 0) * 1000;

/**
 * The rate-limit key of the device, when `token` is a valid device token of this very account (and,
 * given `issuedSince`, issued at or after it); undefined for a missing, forged, expired, older or
 * other account's token (an untrusted device).
 */
export async function trustedDeviceKey(
  deps: AppDeps,
  token: string | undefined,
  account: Account | undefined,
  issuedSince?: Date,
): Promise<string | undefined> {
  if (!token || !account) return undefined;
  const claims = await deps.tokens.purposeClaims(PURPOSE, token);
  if (!claims || claims.sub !== subjectOf(account)) return undefined;
  if (issuedSince && !(issuedAt(claims) >= issuedSince.getTime())) return undefined;
  return `device:${hashToken(token)}`;
}
