import { randomUUID } from 'node:crypto';
import type {
  AdminSystemNotification,
  SystemNotificationEvent,
  SystemNotificationPopup,
} from '@focal/contracts';
import { sanitizeAnnouncementHtml } from '../announcements/sanitize.ts';
import type { NotificationRow, NotificationValues } from './repo.ts';

type Actions = SystemNotificationEvent['actions'];
/** The input once the schema filled its defaults. */
export type SavedInput = AdminSystemNotification['input'];
type SavedPopup = NonNullable<SavedInput['popup']>;

const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);

/**
 * The event exactly as a user in the audience receives it (spec 01 §3 "Event"); the console's
 * preview shows the same. `withPopup` false: that user dismissed the popup, the bar stays.
 */
export function eventOf(row: NotificationValues & { id: string }, withPopup = true): SystemNotificationEvent {
  return {
    eventID: row.id,
    ...(row.messageIcon ? { messageIcon: row.messageIcon as SystemNotificationEvent['messageIcon'] } : {}),
    messageHTML: row.messageHtml,
    properties: {
      style: { background: { hexColor: row.backgroundHexColor }, text: { hexColor: row.textHexColor } },
    },
    actions: row.actions as Actions,
    validFromEpochSeconds: seconds(row.validFrom),
    validTillEpochSeconds: seconds(row.validTill),
    popup: withPopup ? ((row.popup as SystemNotificationPopup | null) ?? null) : null,
  };
}

export type NotificationState = AdminSystemNotification['state'];

export function stateOf(row: NotificationRow, now: Date): NotificationState {
  if (row.retiredAt) return 'RETIRED';
  if (row.validFrom && row.validFrom > now) return 'SCHEDULED';
  if (row.validTill && row.validTill <= now) return 'ENDED';
  return 'LIVE';
}

/** What the administrator saved, read back for the edit form (and the audit log). */
export function inputOf(row: NotificationValues, audienceEmails: string[]): SavedInput {
  const popup = row.popup as SystemNotificationPopup | null;
  return {
    name: row.name,
    ...(row.messageIcon ? { messageIcon: row.messageIcon as SavedInput['messageIcon'] } : {}),
    messageHtml: row.messageHtml,
    backgroundHexColor: row.backgroundHexColor,
    textHexColor: row.textHexColor,
    actions: row.actions as SavedInput['actions'],
    validFrom: row.validFrom?.toISOString() ?? null,
    validTill: row.validTill?.toISOString() ?? null,
    popup: popup ? popupInputOf(popup) : null,
    audience: row.audience,
    audienceTiers: (row.audienceTiers ?? []) as SavedInput['audienceTiers'],
    audienceEmails,
  };
}

function popupInputOf({ popupContent: c, triggerCondition, delay }: SystemNotificationPopup): SavedPopup {
  return {
    title: c.title,
    ...(c.icon ? { icon: c.icon } : {}),
    ...(c.messageHTML !== undefined ? { messageHTML: c.messageHTML } : {}),
    checkList: (c.checkListField?.items ?? []).map((i) => ({
      completed: i.state === 'COMPLETED',
      textHtml: i.textHtml,
    })),
    buttons: c.buttons?.items ?? [],
    trigger: triggerCondition.type,
    delayMillis: delay?.millis ?? 0,
  };
}

/**
 * The row's columns from a checked input, its HTML sanitised (allowed: basic formatting and links,
 * which open in a new tab with rel noopener). The popup keeps `popupId` when it had one (an edit),
 * else gets a new id, so a user who dismissed it is not shown it again after a typo is fixed.
 */
export function valuesOf(input: SavedInput, popupId: string | undefined): NotificationValues {
  return {
    name: input.name,
    messageIcon: input.messageIcon ?? null,
    messageHtml: sanitizeAnnouncementHtml(input.messageHtml),
    backgroundHexColor: input.backgroundHexColor,
    textHexColor: input.textHexColor,
    actions: input.actions,
    validFrom: input.validFrom ? new Date(input.validFrom) : null,
    validTill: input.validTill ? new Date(input.validTill) : null,
    popup: input.popup ? popupOf(input.popup, popupId ?? randomUUID()) : null,
    audience: input.audience,
    audienceTiers: input.audience === 'PLAN_TIERS' ? input.audienceTiers : null,
  };
}

function popupOf(p: SavedPopup, id: string): SystemNotificationPopup {
  const html = p.messageHTML === undefined ? undefined : sanitizeAnnouncementHtml(p.messageHTML);
  return {
    id,
    popupContent: {
      title: p.title,
      ...(p.icon ? { icon: p.icon } : {}),
      ...(html !== undefined ? { messageHTML: html } : {}),
      ...(p.checkList.length
        ? {
            checkListField: {
              items: p.checkList.map((i) => ({
                state: i.completed ? ('COMPLETED' as const) : ('NOT_COMPLETED' as const),
                textHtml: sanitizeAnnouncementHtml(i.textHtml),
              })),
            },
          }
        : {}),
      ...(p.buttons.length ? { buttons: { items: p.buttons } } : {}),
    },
    triggerCondition: { type: p.trigger },
    ...(p.trigger === 'ON_DELAY' ? { delay: { millis: p.delayMillis } } : {}),
  };
}
