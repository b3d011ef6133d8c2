import { REQUIRED } from '@focal/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import { consume, type Limit, release } from '../../http/rate-limits/rate-limit.ts';
import { fieldError } from '../../http/validation.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { User } from '../users/service.ts';
import { ProfileText } from './messages.ts';

/** Wrong current passwords per user: 5 in 15 minutes, then even the right one waits (as sign-in does). */
const CURRENT_PASSWORD_FAILURES: Limit = { bucket: 'profile-password', max: 5, windowMs: 15 * 60_000 };

/**
 * The current password proves it is the user at the keyboard (a borrowed, signed-in laptop, a stolen
 * access token): asked by the email and password changes and by turning two-factor on. Each try is
 * counted before the check (atomically, so parallel guesses cannot pass the limit) and given back
 * when it was right: only wrong ones add up. An account without a password (made through an
 * identity provider) has nothing to prove it with, and passes.
 */
export async function assertCurrentPassword(deps: AppDeps, user: User, password: string | undefined) {
  if (!user.passwordHash) return;
  if (password === undefined) throw fieldError('currentPassword', REQUIRED);
  const attempt = await consume(deps.db, CURRENT_PASSWORD_FAILURES, user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('currentPassword', ProfileText.wrongPassword, ProfileText.wrongPasswordTitle);
  }
  await release(deps.db, attempt);
}
