import { z } from 'zod';
import { planTierSchema } from './bootstrap.ts';
import { envelope } from './envelope.ts';
import {
  booleanQuery,
  emailField,
  multiLineText,
  requiredText,
  scheduledMoment,
  singleLineText,
} from './fields.ts';
import {
  checklistItemSchema,
  successModalActionSchema,
  successModalButtonSchema,
  successModalButtonVariantSchema,
} from './response-extras.ts';
import {
  NOTIFICATION_AUDIENCES,
  POPUP_TRIGGERS,
  SYSTEM_NOTIFICATION_ACTIONS,
  SYSTEM_NOTIFICATION_ICONS,
} from './system-notification-constants.ts';

/**
 * System notifications (spec 01 §3 "System notification payload", §4.7, §7): a bar of events shown
 * while the corrected clock lies in [validFrom, validTill), each with actions, and at most one
 * popup that opens at once or after a delay. HTML is sanitised on the server when an administrator
 * saves it, and again in the browser before it is shown.
 */

export const systemNotificationIconSchema = z.enum(SYSTEM_NOTIFICATION_ICONS);
export const systemNotificationActionTypeSchema = z.enum(SYSTEM_NOTIFICATION_ACTIONS);
const hexColor = singleLineText().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a2b3c');
const httpUrl = singleLineText()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'Use an http or https address');

/** One bar button: its label, an optional icon, and for OPEN_IN_NEW_TAB the address it opens. */
export const systemNotificationActionSchema = z.object({
  actionName: z.string(),
  buttonIcon: systemNotificationIconSchema.optional(),
  url: z.string().optional(),
});
export type SystemNotificationAction = z.infer<typeof systemNotificationActionSchema>;

export const popupContentSchema = z.object({
  title: z.string(),
  icon: systemNotificationIconSchema.optional(),
  /** HTML. */
  messageHTML: z.string().optional(),
  checkListField: z.object({ items: z.array(checklistItemSchema) }).optional(),
  buttons: z.object({ items: z.array(successModalButtonSchema) }).optional(),
});
export type PopupContent = z.infer<typeof popupContentSchema>;

export const systemNotificationPopupSchema = z.object({
  id: z.string(),
  popupContent: popupContentSchema,
  triggerCondition: z.object({ type: z.enum(POPUP_TRIGGERS) }),
  delay: z.object({ millis: z.number().int().min(0) }).optional(),
});
export type SystemNotificationPopup = z.infer<typeof systemNotificationPopupSchema>;

/** One event as the app receives it (spec 01 §3 "Event"). */
export const systemNotificationEventSchema = z.object({
  eventID: z.string(),
  messageIcon: systemNotificationIconSchema.optional(),
  /** HTML. */
  messageHTML: z.string(),
  properties: z.object({
    style: z.object({
      background: z.object({ hexColor: z.string() }),
      text: z.object({ hexColor: z.string() }),
    }),
  }),
  actions: z.partialRecord(systemNotificationActionTypeSchema, systemNotificationActionSchema),
  validFromEpochSeconds: z.number().int().nullable(),
  validTillEpochSeconds: z.number().int().nullable(),
  popup: systemNotificationPopupSchema.nullable(),
});
export type SystemNotificationEvent = z.infer<typeof systemNotificationEventSchema>;

/** `GET /api/user/system-notifications`: the server's clock and the events not dismissed. */
export const systemNotificationsQuerySchema = z.strictObject({
  onStartup: booleanQuery(),
});
export const systemNotificationsDataSchema = z.object({
  epochSeconds: z.number().int(),
  events: z.array(systemNotificationEventSchema),
});
export type SystemNotificationsData = z.infer<typeof systemNotificationsDataSchema>;
export const systemNotificationsResponseSchema = envelope(systemNotificationsDataSchema);

const uuidText = singleLineText().regex(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'Not an id',
);
export const dismissEventParamsSchema = z.strictObject({ eventId: uuidText });
export const dismissPopupParamsSchema = z.strictObject({ eventId: uuidText, popupId: uuidText });

/* The console's side: what an administrator writes, and what the list shows back. */

const MAX_HTML = 5000;
const actionInput = z.strictObject({
  actionName: requiredText(40),
  buttonIcon: systemNotificationIconSchema.optional(),
});
export const systemNotificationActionsInputSchema = z
  .strictObject({
    ONE_TIME: actionInput.optional(),
    PAGE_RELOAD: actionInput.optional(),
    OPEN_IN_NEW_TAB: actionInput.extend({ url: httpUrl }).optional(),
    DISMISS: actionInput.optional(),
  })
  .refine((actions) => Object.values(actions).some(Boolean), 'Give the bar at least one action');

/** A popup button as an administrator writes it: a bounded label, and only an http(s) address. */
const popupButtonInput = z
  .strictObject({
    name: requiredText(40),
    variant: successModalButtonVariantSchema,
    action: successModalActionSchema,
    url: httpUrl.optional(),
    dismiss: z.boolean().optional(),
  })
  .refine((button) => button.action !== 'OPEN_NEW_TAB' || Boolean(button.url), {
    message: 'Give the address this button opens',
    path: ['url'],
  });

export const popupInputSchema = z.strictObject({
  title: requiredText(120),
  icon: systemNotificationIconSchema.optional(),
  messageHTML: multiLineText().max(MAX_HTML).optional(),
  checkList: z
    .array(z.strictObject({ completed: z.boolean(), textHtml: multiLineText().min(1).max(500) }))
    .max(20)
    .default([]),
  buttons: z.array(popupButtonInput).max(4).default([]),
  trigger: z.enum(POPUP_TRIGGERS),
  delayMillis: z.number().int().min(0).max(600_000).default(0),
});
export type PopupInput = z.input<typeof popupInputSchema>;

const notificationInputFields = {
  name: requiredText(120),
  messageIcon: systemNotificationIconSchema.optional(),
  messageHtml: multiLineText().min(1).max(MAX_HTML),
  backgroundHexColor: hexColor,
  textHexColor: hexColor,
  actions: systemNotificationActionsInputSchema,
  validFrom: scheduledMoment().nullable().default(null),
  validTill: scheduledMoment().nullable().default(null),
  popup: popupInputSchema.nullable().default(null),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  audienceTiers: z.array(planTierSchema).max(3).default([]),
  audienceEmails: z.array(emailField()).max(1000).default([]),
};

export const systemNotificationInputSchema = z
  .strictObject(notificationInputFields)
  .refine((n) => !n.validFrom || !n.validTill || Date.parse(n.validFrom) < Date.parse(n.validTill), {
    message: 'The end must come after the start',
    path: ['validTill'],
  })
  .refine((n) => n.audience !== 'PLAN_TIERS' || n.audienceTiers.length > 0, {
    message: 'Choose at least one plan',
    path: ['audienceTiers'],
  })
  .refine((n) => n.audience !== 'USERS' || n.audienceEmails.length > 0, {
    message: 'List at least one user',
    path: ['audienceEmails'],
  });
export type SystemNotificationInput = z.input<typeof systemNotificationInputSchema>;

/** A notification in the console: what was saved, its state and how many users dismissed it. */
export const adminSystemNotificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The event exactly as a user in its audience receives it (the preview renders this). */
  event: systemNotificationEventSchema,
  /**
   * What the administrator saved, for the edit form (audience included). The addresses are plain
   * strings, as the users' accounts spell them: answers are encoded through their schema, and zod
   * cannot run the request's one-way lower-casing transform backwards (a 500).
   */
  input: z.strictObject({ ...notificationInputFields, audienceEmails: z.array(z.string()) }),
  state: z.enum(['SCHEDULED', 'LIVE', 'ENDED', 'RETIRED']),
  dismissedCount: z.number().int(),
  popupDismissedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type AdminSystemNotification = z.infer<typeof adminSystemNotificationSchema>;
export const adminSystemNotificationResponseSchema = envelope(adminSystemNotificationSchema);
export const adminSystemNotificationListResponseSchema = envelope(
  z.object({ notifications: z.array(adminSystemNotificationSchema) }),
);
export const systemNotificationIdParamsSchema = z.strictObject({ id: uuidText });
