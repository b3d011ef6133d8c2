import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  MyProfile,
  UpdateProfileRequest,
} from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { queueMail } from '../../mail/outbox.ts';
import { fileUrl } from '../../storage/file-store.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import {
  endEmailTokens,
  LINKS_ENDED_BY_RESET,
  pendingEmailChange,
  requestEmailChange,
  revokeOtherSessions,
} from '../auth/service.ts';
import { findUserById, type User, updateUser } from '../users/service.ts';
import { fieldError } from '../../http/validation.ts';
import { assertCurrentPassword } from './current-password.ts';
import { passwordChangedMail } from './mails.ts';
import { ProfileText } from './messages.ts';

/** Address changes per user: each mails a link to an address the user typed. */
const EMAIL_CHANGES: Limit = { bucket: 'profile-email-change', max: 5, windowMs: 60 * 60_000 };

async function userOf(deps: AppDeps, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  // The account is gone (an administrator's removal) while the token still lives.
  if (!user) throw invalidToken();
  return user;
}

const toProfile = (user: User, pendingEmail: string | null): MyProfile => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  pendingEmail,
  hasPassword: user.passwordHash !== null,
  photoUrl: user.photoPath && fileUrl(user.photoPath),
});

export async function getProfile(deps: AppDeps, userId: string): Promise<MyProfile> {
  const user = await userOf(deps, userId);
  return toProfile(user, await pendingEmailChange(deps.db, user.id));
}

export async function updateProfile(deps: AppDeps, userId: string, body: UpdateProfileRequest) {
  await updateUser(deps.db, (await userOf(deps, userId)).id, {
    firstName: body.firstName,
    lastName: body.lastName,
  });
  return getProfile(deps, userId);
}

/** The new address gets the change_email link; the address changes when it is opened (auth `confirm`). */
export async function changeEmail(deps: AppDeps, userId: string, body: ChangeEmailRequest) {
  const user = await userOf(deps, userId);
  if (user.email.toLowerCase() === body.email.toLowerCase()) {
    throw fieldError('email', ProfileText.sameEmail, ProfileText.sameEmailTitle);
  }
  // Before anything about the address is said (taken or not): only the account's holder learns it.
  await assertCurrentPassword(deps, user, body.currentPassword);
  await consume(deps.db, EMAIL_CHANGES, user.id);
  await requestEmailChange(deps, { userId: user.id, newEmail: body.email, purpose: 'change_email' });
  return getProfile(deps, user.id);
}

/**
 * A new password: every other session ends (this one stays), links mailed under the old password
 * die, and a mail tells the user, so a change they did not make does not go unnoticed.
 */
export async function changePassword(
  deps: AppDeps,
  options: { userId: string; sessionId: string; body: ChangePasswordRequest },
) {
  const { body } = options;
  const user = await userOf(deps, options.userId);
  if (!user.passwordHash) {
    throw fieldError('currentPassword', ProfileText.noPassword, ProfileText.noPasswordTitle);
  }
  await assertCurrentPassword(deps, user, body.currentPassword);
  await assertAcceptablePassword(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const { revoked, mailId } = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endEmailTokens(tx, user.id, LINKS_ENDED_BY_RESET);
    const mailId = await queueMail(tx, {
      kind: 'security',
      userId: user.id,
      ...passwordChangedMail({
        to: user.email,
        firstName: user.firstName,
        link: `${deps.config.publicUrl}/forgot`,
      }),
    });
    return { revoked: await revokeOtherSessions(tx, user.id, options.sessionId), mailId };
  });
  deps.revocations.add(revoked);
  await deps.mailer.dispatch([mailId]);
}
