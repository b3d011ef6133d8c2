import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type AdminActor, recordAdminAction } from '../admin-audit/service.ts';
import { revokeAllSessions, sendConfirmationAgain } from '../auth/service.ts';
import { findUserById, updateUser } from '../users/service.ts';
import { AdminText } from './messages.ts';

type UserAction = AdminActor & { userId: string };
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Disables or enables a user. Disabling ends every session in the same transaction; once committed
 * the sessions join this process's revocation list, so the user's open tab is refused on its very
 * next request (other API processes poll the sessions table every second). Setting the state it
 * already has changes nothing and records nothing.
 */
async function setDisabled(deps: AppDeps, options: UserAction & { disabled: boolean }) {
  const { adminId, clientAddress, userId, disabled } = options;
  const { disabledAt, revoked } = await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFound(AdminText.user);
    if ((user.disabledAt !== null) === disabled) return { disabledAt: user.disabledAt, revoked: [] };
    const disabledAt = disabled ? new Date() : null;
    await updateUser(tx, userId, { disabledAt });
    const revoked = disabled ? await revokeAllSessions(tx, userId) : [];
    await recordAdminAction(tx, {
      adminId,
      clientAddress,
      action: disabled ? 'user.disable' : 'user.enable',
      targetKind: 'user',
      targetId: userId,
      before: { disabledAt: iso(user.disabledAt) },
      after: { disabledAt: iso(disabledAt), ...(disabled && { sessionsEnded: revoked.length }) },
    });
    return { disabledAt, revoked };
  });
  deps.revocations.add(revoked);
  return { userId, disabled: disabledAt !== null, disabledAt: iso(disabledAt) };
}

export const disableUser = (deps: AppDeps, options: UserAction) =>
  setDisabled(deps, { ...options, disabled: true });
export const enableUser = (deps: AppDeps, options: UserAction) =>
  setDisabled(deps, { ...options, disabled: false });

/** The sign-up confirmation mail again, through the auth module's own resend path. */
export async function resendUserConfirmation(deps: AppDeps, options: UserAction) {
  const user = await findUserById(deps.db, options.userId);
  if (!user) throw notFound(AdminText.user);
  if (user.emailConfirmedAt) {
    throw new AppError('Conflict', AdminText.alreadyConfirmedTitle, AdminText.alreadyConfirmed);
  }
  await sendConfirmationAgain(deps, user, (tx) =>
    recordAdminAction(tx, {
      adminId: options.adminId,
      clientAddress: options.clientAddress,
      action: 'user.resend_confirmation',
      targetKind: 'user',
      targetId: user.id,
      before: null,
      after: { to: user.email },
    }),
  );
}
