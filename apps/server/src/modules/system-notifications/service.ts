import type { SystemNotificationsData } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { accountContext } from '../account-context/service.ts';
import { NotificationText } from './messages.ts';
import { eventOf } from './payload.ts';
import * as repo from './repo.ts';

/** Who asks: the user, and the company the session works in (none after its last one was removed). */
export type Reader = { userId: string; companyId: string | null };

/**
 * The plan tier a PLAN_TIERS notification matches: that of the business account of the company the
 * session works in, from the cached account context (no query while nothing changed). No company or
 * no subscription: no tier, so only ALL and USERS notifications reach the user.
 */
async function planTierOf(deps: AppDeps, reader: Reader) {
  if (!reader.companyId) return null;
  const context = await accountContext(deps, reader.userId, reader.companyId);
  return context?.subscription?.planTier ?? null;
}

/**
 * The server's clock and the events meant for this user (spec 01 §4.7). `onStartup` changes nothing
 * in the answer: the same events are due whether the app just started or refetched after an action.
 */
export async function notificationsFor(deps: AppDeps, reader: Reader): Promise<SystemNotificationsData> {
  const now = new Date();
  const rows = await repo.servedTo(deps.db, reader.userId, await planTierOf(deps, reader), now);
  return {
    epochSeconds: Math.floor(now.getTime() / 1000),
    events: rows.map((r) => eventOf(r.notification, !r.popupDismissedAt)),
  };
}

/** The bar's dismissal; idempotent. 404 for an id that is not a notification this user is shown. */
export async function dismissEvent(deps: AppDeps, reader: Reader, eventId: string): Promise<void> {
  const row = await repo.visibleTo(deps.db, eventId, reader.userId, await planTierOf(deps, reader));
  if (!row) throw notFound(NotificationText.notFound);
  await repo.dismiss(deps.db, row.id, reader.userId, 'event');
}

/** The popup's dismissal; the id must be the popup the notification carries now. */
export async function dismissPopup(
  deps: AppDeps,
  reader: Reader,
  ids: { eventId: string; popupId: string },
): Promise<void> {
  const row = await repo.visibleTo(deps.db, ids.eventId, reader.userId, await planTierOf(deps, reader));
  if (!row) throw notFound(NotificationText.notFound);
  const popup = row.popup as { id: string } | null;
  if (popup?.id !== ids.popupId.toLowerCase()) throw notFound(NotificationText.popupNotFound);
  await repo.dismiss(deps.db, row.id, reader.userId, 'popup');
}
