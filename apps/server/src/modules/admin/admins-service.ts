import { ApiRoutes, fillPath, type AdminAccount } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { randomToken } from '../../lib/secrets.ts';
import { queueMail } from '../../mail/outbox.ts';
import { linkMail } from '../../mail/templates.ts';
import { type AdminActor, recordAdminAction } from '../admin-audit/service.ts';
import { findAdminById, revokeAllSessions, startAdminSession } from '../auth/service.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import * as repo from './repo.ts';
import { AdminInvitationMail as M, AdminText } from './messages.ts';

const INVITATION_TTL_MS = 7 * 24 * 3600_000;
/** The console page that opens an invitation link (apps/web, /admins/invitation/:token). */
export const INVITATION_PAGE = '/admins/invitation/';
export { adminInvitationStates } from './repo.ts';

const adminOf = (
  row: { id: string; email: string; name: string; disabledAt: Date | null; createdAt: Date },
  callerId: string,
): AdminAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  actions:
    row.disabledAt === null && row.id !== callerId
      ? { DISABLE: { url: fillPath(ApiRoutes.adminDisableAdmin.path, { id: row.id }), method: 'POST' } }
      : {},
});

const invitationOf = (row: {
  id: string;
  email: string;
  name: string;
  expiresAt: Date;
  createdAt: Date;
}) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function listAdmins(deps: AppDeps, callerId: string) {
  const [admins, invitations] = await Promise.all([
    repo.listAdminRows(deps.db),
    repo.openInvitations(deps.db),
  ]);
  return { admins: admins.map((a) => adminOf(a, callerId)), invitations: invitations.map(invitationOf) };
}

const adminExists = () =>
  new AppError('EmailTaken', AdminText.adminExistsTitle, AdminText.adminExists, {
    data: { fields: { email: AdminText.adminExists } },
  });

/**
 * Mails a single-use link (its token stored hashed, 7 days); a newer invitation to the same address
 * ends the older ones. The admins row is made only when the link is accepted.
 */
export async function inviteAdmin(deps: AppDeps, options: AdminActor & { email: string; name: string }) {
  const { adminId, clientAddress, email, name } = options;
  const token = randomToken();
  const { invitation, mailId } = await deps.db.transaction(async (tx) => {
    if (await repo.findAdminByEmail(tx, email)) throw adminExists();
    await repo.expireInvitationsTo(tx, email);
    const invitation = await repo.insertInvitation(tx, {
      email,
      name,
      token,
      invitedBy: adminId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const inviter = await findAdminById(tx, adminId);
    const mail = linkMail(
      M.subject,
      M.intro(inviter?.name ?? 'A Focal administrator'),
      M.button,
      M.outro,
    )({
      to: email,
      firstName: name,
      link: `${deps.config.publicUrl}${INVITATION_PAGE}${token}`,
    });
    const mailId = await queueMail(tx, { kind: 'admin_invitation', refId: invitation.id, ...mail });
    await recordAdminAction(tx, {
      adminId,
      clientAddress,
      action: 'admin.invite',
      targetKind: 'admin',
      targetId: invitation.id,
      before: null,
      after: { email, name, expiresAt: invitation.expiresAt.toISOString() },
    });
    return { invitation, mailId };
  });
  await deps.mailer.dispatch([mailId]);
  return invitationOf(invitation);
}

/**
 * An administrator made without an invitation (`npm run create-admin`, an installation's first);
 * false, and nothing written, when the address has one already.
 */
export async function addAdmin(db: Db, values: { email: string; name: string; password: string }) {
  if (await repo.findAdminByEmail(db, values.email)) return false;
  const passwordHash = await hashPassword(values.password);
  await repo.insertAdmin(db, { email: values.email, name: values.name, passwordHash });
  return true;
}

const invitationUnusable = () =>
  new AppError('InvitationExpired', AdminText.invitationTitle, AdminText.invitation);

export async function invitationGreeting(deps: AppDeps, token: string) {
  const invitation = await repo.findOpenInvitation(deps.db, token);
  if (!invitation) throw invitationUnusable();
  return { email: invitation.email, name: invitation.name };
}

/** Creates the administrator the link was made for and signs it in (a token pair, as at /admins). */
export async function acceptInvitation(deps: AppDeps, options: { token: string; password: string }) {
  const invitation = await repo.findOpenInvitation(deps.db, options.token);
  if (!invitation) throw invitationUnusable();
  await assertAcceptablePassword(options.password);
  const passwordHash = await hashPassword(options.password);
  try {
    const admin = await deps.db.transaction(async (tx) => {
      if (!(await repo.acceptInvitationRow(tx, invitation.id))) throw invitationUnusable();
      if (await repo.findAdminByEmail(tx, invitation.email)) throw adminExists();
      return repo.insertAdmin(tx, { email: invitation.email, name: invitation.name, passwordHash });
    });
    return await startAdminSession(deps, admin.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw adminExists();
    throw error;
  }
}

/** Disables another administrator and ends its sessions at once (never the caller itself). */
export async function disableAdmin(deps: AppDeps, options: AdminActor & { targetId: string }) {
  const { adminId, clientAddress, targetId } = options;
  if (adminId === targetId)
    throw new AppError('Forbidden', AdminText.disableSelfTitle, AdminText.disableSelf);
  const { row, revoked } = await deps.db.transaction(async (tx) => {
    const target = await repo.lockAdmin(tx, targetId);
    if (!target) throw notFound(AdminText.admin);
    if (target.disabledAt) return { row: target, revoked: [] };
    const disabledAt = new Date();
    await repo.setAdminDisabled(tx, targetId, disabledAt);
    const revoked = await revokeAllSessions(tx, targetId);
    await recordAdminAction(tx, {
      adminId,
      clientAddress,
      action: 'admin.disable',
      targetKind: 'admin',
      targetId,
      before: { disabledAt: null },
      after: { disabledAt: disabledAt.toISOString(), sessionsEnded: revoked.length },
    });
    return { row: { ...target, disabledAt }, revoked };
  });
  deps.revocations.add(revoked);
  return adminOf(row, adminId);
}
