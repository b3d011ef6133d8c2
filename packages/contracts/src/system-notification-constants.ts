// No zod here: the notification bar's timers read these without loading the schemas.

/** Several events in the bar rotate every 30000 ms (spec 01 §9). */
export const NOTIFICATION_BAR_ROTATE_MS = 30_000;
/** The bar is re-evaluated at the next validity boundary plus 100 ms (spec 01 §4.7, §9). */
export const NOTIFICATION_REEVALUATE_EXTRA_MS = 100;

/** What a bar button does (spec 01 §3 Event.actions, §4.7). */
export const SYSTEM_NOTIFICATION_ACTIONS = ['ONE_TIME', 'PAGE_RELOAD', 'OPEN_IN_NEW_TAB', 'DISMISS'] as const;
export type SystemNotificationActionType = (typeof SYSTEM_NOTIFICATION_ACTIONS)[number];

/** The icons an event's message and its buttons may name (the spec leaves the set open). */
export const SYSTEM_NOTIFICATION_ICONS = [
  'INFO',
  'WARNING',
  'ERROR',
  'SUCCESS',
  'MAINTENANCE',
  'NEW_FEATURE',
  'REFRESH',
  'EXTERNAL_LINK',
  'CLOSE',
] as const;
export type SystemNotificationIcon = (typeof SYSTEM_NOTIFICATION_ICONS)[number];

/** When a popup opens: at once, or `delay.millis` after the bar shows (spec 01 §3 popup.triggerCondition). */
export const POPUP_TRIGGERS = ['Immediately', 'ON_DELAY'] as const;
export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];

/** Whom an administrator sends a notification to. */
export const NOTIFICATION_AUDIENCES = ['ALL', 'PLAN_TIERS', 'USERS'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** The Android shell is told a reload came from a notification by this query flag (spec 01 §4.7). */
export const ANDROID_PAGE_RELOAD_FLAG = 'pageReload';
