import { type AdminSystemNotification, systemNotificationInputSchema } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { validationFailed } from '../../http/validation.ts';
import { recordAdminAction } from '../admin-audit/service.ts';
import { loadAnnouncementSanitizer } from '../announcements/sanitize.ts';
import { NotificationText } from './messages.ts';
import { eventOf, inputOf, type SavedInput, stateOf, valuesOf } from './payload.ts';
import * as repo from './repo.ts';
import type { NotificationRevision } from './revision.ts';

/** The console's writes: the acting administrator, and the revision to refresh once committed. */
export type ConsoleContext = {
  deps: AppDeps;
  adminId: string;
  clientAddress: string | null;
  revision: NotificationRevision;
};

/** Newest first, each with its state from now and its dismissal counts; `id`: that one alone. */
export async function listNotifications(db: Db, id?: string): Promise<AdminSystemNotification[]> {
  const rows = await repo.listForConsole(db, id);
  const emails = await repo.targetEmails(
    db,
    rows.map((r) => r.notification.id),
  );
  const now = new Date();
  return rows.map(({ notification: n, ...counts }) => ({
    id: n.id,
    name: n.name,
    event: eventOf(n),
    input: inputOf(n, emails.get(n.id) ?? []),
    state: stateOf(n, now),
    ...counts,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    retiredAt: n.retiredAt?.toISOString() ?? null,
  }));
}

async function consoleView(db: Db, id: string): Promise<AdminSystemNotification> {
  const [view] = await listNotifications(db, id);
  return view!;
}

/** What the audit log keeps: the saved input and the state (never a user's data beyond addresses). */
async function audited(tx: Db, row: repo.NotificationRow) {
  const emails = (await repo.targetEmails(tx, [row.id])).get(row.id) ?? [];
  return { ...inputOf(row, emails), state: stateOf(row, new Date()) };
}

/**
 * The row's values from the input: HTML sanitised, listed addresses resolved to users (unknown
 * ones: 400 naming them, nothing saved). HTML that sanitising empties, or grows past its bound
 * (links gain target and rel), is refused like any invalid field.
 */
async function prepare(tx: Db, input: SavedInput, popupId: string | undefined) {
  await loadAnnouncementSanitizer();
  const wanted =
    input.audience === 'USERS' ? [...new Set(input.audienceEmails.map((e) => e.toLowerCase()))] : [];
  const found = await repo.usersByEmail(tx, wanted);
  const known = new Set(found.map((u) => u.email.toLowerCase()));
  const unknown = wanted.filter((e) => !known.has(e));
  if (unknown.length > 0) {
    const message = NotificationText.unknownEmails(unknown);
    throw new AppError('ValidationFailed', NotificationText.checkFormTitle, message, {
      data: { fields: { audienceEmails: message } },
    });
  }
  const values = valuesOf(input, popupId);
  const fields: Record<string, string> = {};
  if (!values.messageHtml.trim()) fields.messageHtml = NotificationText.emptyAfterSanitising;
  inputOf(values, []).popup?.checkList.forEach((item, i) => {
    if (!item.textHtml.trim())
      fields[`popup.checkList.${i}.textHtml`] = NotificationText.emptyAfterSanitising;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('ValidationFailed', NotificationText.checkFormTitle, Object.values(fields)[0]!, {
      data: { fields },
    });
  }
  const emails = found.map((u) => u.email).sort();
  const check = systemNotificationInputSchema.safeParse(inputOf(values, emails));
  if (!check.success) throw validationFailed(check.error, NotificationText.checkFormTitle);
  return { values, userIds: found.map((u) => u.id) };
}

export async function createNotification(ctx: ConsoleContext, input: SavedInput) {
  const id = await ctx.deps.db.transaction(async (tx) => {
    const { values, userIds } = await prepare(tx, input, undefined);
    const row = await repo.insertNotification(tx, { ...values, createdByAdminId: ctx.adminId });
    await repo.replaceTargets(tx, row.id, userIds);
    await recordAdminAction(tx, {
      ...audit(ctx, 'notification.create', row.id),
      before: null,
      after: await audited(tx, row),
    });
    return row.id;
  });
  await ctx.revision.refresh();
  return consoleView(ctx.deps.db, id);
}

/** Replaces what the administrator set; the popup keeps its id while it stays (its dismissals hold). */
export async function updateNotification(ctx: ConsoleContext, id: string, input: SavedInput) {
  await ctx.deps.db.transaction(async (tx) => {
    const current = await lockedLive(tx, id);
    const before = await audited(tx, current);
    const popupId = (current.popup as { id: string } | null)?.id;
    const { values, userIds } = await prepare(tx, input, popupId);
    const row = await repo.updateNotification(tx, id, values);
    if (popupId && (values.popup as { id: string } | null)?.id !== popupId)
      await repo.forgetPopupDismissals(tx, id);
    await repo.replaceTargets(tx, id, userIds);
    const after = await audited(tx, row);
    await recordAdminAction(tx, { ...audit(ctx, 'notification.update', id), before, after });
  });
  await ctx.revision.refresh();
  return consoleView(ctx.deps.db, id);
}

/** No user is shown it again. Retiring a retired one changes nothing and records nothing. */
export async function retireNotification(ctx: ConsoleContext, id: string) {
  await ctx.deps.db.transaction(async (tx) => {
    const current = await repo.findNotification(tx, id, { lock: true });
    if (!current) throw notFound(NotificationText.notFound);
    if (current.retiredAt) return;
    const before = await audited(tx, current);
    const row = await repo.updateNotification(tx, id, { retiredAt: new Date() });
    const after = await audited(tx, row);
    await recordAdminAction(tx, { ...audit(ctx, 'notification.retire', id), before, after });
  });
  await ctx.revision.refresh();
  return consoleView(ctx.deps.db, id);
}

async function lockedLive(tx: Db, id: string) {
  const current = await repo.findNotification(tx, id, { lock: true });
  if (!current) throw notFound(NotificationText.notFound);
  if (current.retiredAt)
    throw new AppError('StaleVersion', NotificationText.retiredTitle, NotificationText.retired);
  return current;
}

const audit = (ctx: ConsoleContext, action: string, id: string) => ({
  adminId: ctx.adminId,
  clientAddress: ctx.clientAddress,
  action,
  targetKind: 'notification',
  targetId: id,
});
