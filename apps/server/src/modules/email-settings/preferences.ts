import {
  EMAIL_NOTIFICATION_EVENTS,
  type EmailNotificationEvent,
  type EmailNotifications,
  type ReplyDomain,
  type SaveEmailNotificationsRequest,
} from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { replyAddressOf } from './focal-sender.ts';
import { EmailSettingsText } from './messages.ts';
import { changeMailRoute } from './route-notice.ts';
import { type EmailSettingsRow, findEmailSettings, mergeNotifications, upsertEmailSettings } from './repo.ts';

const replyDomainOf = (deps: AppDeps, row: EmailSettingsRow): ReplyDomain => ({
  username: row.replyUsername,
  replyAddress: replyAddressOf(deps.config, row),
  domain: deps.config.mailReplyDomain,
});

export async function replyDomain(deps: AppDeps, companyId: string): Promise<ReplyDomain> {
  return replyDomainOf(deps, await findEmailSettings(deps.db, companyId));
}

/**
 * The studio's reply address `<username>@<MAIL_REPLY_DOMAIN>`: unique across studios (the unique
 * index on lower(reply_username) decides, so two studios choosing one name at once cannot both win).
 */
export async function saveReplyDomain(
  deps: AppDeps,
  companyId: string,
  username: string,
): Promise<ReplyDomain> {
  const before = await findEmailSettings(deps.db, companyId);
  try {
    return await changeMailRoute(deps, companyId, async (tx) => {
      const saved = replyDomainOf(
        deps,
        await upsertEmailSettings(tx, companyId, { replyUsername: username }),
      );
      const changed = saved.replyAddress && saved.username !== before.replyUsername?.toLowerCase();
      return {
        result: saved,
        change: changed ? { kind: 'reply_domain', replyAddress: saved.replyAddress! } : null,
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('AlreadyExists', EmailSettingsText.replyTakenTitle, EmailSettingsText.replyTaken, {
      data: { fields: { username: EmailSettingsText.replyTaken } },
    });
  }
}

/**
 * The events a feature emails the studio about, through `queueStudioNotice` (notify.ts), which reads
 * the studio's switch before it queues: a client accepting a quote or paying an invoice in the
 * portal, a job booked. A feature that starts sending another adds its event here.
 */
export const NOTIFICATION_EVENTS_SENT = [
  'QUOTE_ACCEPTED',
  'INVOICE_PAID',
  'JOB_BOOKED',
  'QUESTIONNAIRE_COMPLETED',
] as const satisfies readonly EmailNotificationEvent[];

/** On unless the studio turned it off (a new event starts on for everyone). */
export const notificationOn = (row: Pick<EmailSettingsRow, 'notifications'>, event: EmailNotificationEvent) =>
  row.notifications[event] ?? true;

const notificationsOf = (row: EmailSettingsRow): EmailNotifications => ({
  events: Object.fromEntries(
    EMAIL_NOTIFICATION_EVENTS.map((event) => [event, notificationOn(row, event)]),
  ) as EmailNotifications['events'],
  sent: [...NOTIFICATION_EVENTS_SENT],
});

export async function emailNotifications(deps: AppDeps, companyId: string): Promise<EmailNotifications> {
  return notificationsOf(await findEmailSettings(deps.db, companyId));
}

/** Only the events sent change (a form never overwrites what it did not load). */
export async function saveEmailNotifications(
  deps: AppDeps,
  companyId: string,
  body: SaveEmailNotificationsRequest,
): Promise<EmailNotifications> {
  const patch = Object.fromEntries(Object.entries(body.events).filter(([, on]) => typeof on === 'boolean'));
  return notificationsOf(await mergeNotifications(deps.db, companyId, patch as Record<string, boolean>));
}
