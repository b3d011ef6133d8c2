import type { AppDeps } from '../../deps.ts';
import { consume, DEVICE_FAILURES, LOGIN_FAILURES, release } from '../../http/rate-limits/rate-limit.ts';
import { trustedDeviceKey } from './device-tokens.ts';
import { findUserByEmail, type User } from '../users/service.ts';
import * as repo from './repo.ts';

/** The account an email names at a sign-in: users first at /login, administrators first at /admins. */
export type SignInAccount =
  | { kind: 'user'; id: string; passwordHash: string | null; user: User }
  | { kind: 'admin'; id: string; passwordHash: string; disabledAt: Date | null };

export async function findSignInAccount(
  deps: AppDeps,
  email: string,
  adminFirst = false,
): Promise<SignInAccount | undefined> {
  const asUser = async (): Promise<SignInAccount | undefined> => {
    const user = await findUserByEmail(deps.db, email);
    return user && { kind: 'user', id: user.id, passwordHash: user.passwordHash, user };
  };
  const asAdmin = async (): Promise<SignInAccount | undefined> => {
    const admin = await repo.findAdminByEmail(deps.db, email);
    return (
      admin && { kind: 'admin', id: admin.id, passwordHash: admin.passwordHash, disabledAt: admin.disabledAt }
    );
  };
  return adminFirst ? ((await asAdmin()) ?? asUser()) : ((await asUser()) ?? asAdmin());
}

/**
 * Counts the attempt as a failure before the password is checked, atomically, and gives it back
 * when the password was right: parallel guesses cannot slip past the limit while they are checked.
 * The policy (docs/decisions/sign-in-limits-and-queues.md, OWASP's device cookies):
 * - with a valid device token of this account, failures count against that device only (20 in
 *   15 minutes), so nobody elsewhere can lock its owner out, and a device that fails that often is
 *   itself refused;
 * - from an untrusted device, failures count per account and per client address, as before.
 */
export async function startSignInAttempt(
  deps: AppDeps,
  options: { email: string; clientAddress: string; deviceToken?: string; account?: SignInAccount },
) {
  const device = await trustedDeviceKey(deps, options.deviceToken, options.account);
  const ids = device
    ? await consume(deps.db, DEVICE_FAILURES, [device])
    : await consume(deps.db, LOGIN_FAILURES, [
        `email:${options.email.toLowerCase()}`,
        `ip:${options.clientAddress}`,
      ]);
  return { release: () => release(deps.db, ids) };
}
