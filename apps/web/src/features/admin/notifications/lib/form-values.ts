import type { PlanTier } from '@focal/contracts/plans';
import type {
  SuccessModalAction,
  SuccessModalButton,
  SuccessModalButtonVariant,
} from '@focal/contracts/response-extras';
import {
  type NotificationAudience,
  type PopupTrigger,
  SYSTEM_NOTIFICATION_ACTIONS,
  type SystemNotificationActionType,
  type SystemNotificationIcon,
} from '@focal/contracts/system-notification-constants';
import type { SystemNotificationInput } from '@focal/contracts/system-notifications';
import { isoToLocal, localToIso } from './local-date-time';

type IconValue = SystemNotificationIcon | '';
type ActionValues = { enabled: boolean; actionName: string; buttonIcon: IconValue; url: string };
type ButtonValues = {
  name: string;
  variant: SuccessModalButtonVariant;
  action: SuccessModalAction;
  url: string;
  dismiss: boolean;
};
type DelayUnit = 'SECONDS' | 'MILLIS';

/**
 * The form's own shape: what the inputs hold (texts for numbers and dates, a flag per action and
 * for the popup), turned into the contract's input on submit by `toInput`.
 */
export type NotificationFormValues = {
  name: string;
  messageIcon: IconValue;
  messageHtml: string;
  backgroundHexColor: string;
  textHexColor: string;
  actions: Record<SystemNotificationActionType, ActionValues>;
  /** `datetime-local` values on the administrator's clock; '' for an open bound. */
  validFrom: string;
  validTill: string;
  popupEnabled: boolean;
  popup: {
    title: string;
    icon: IconValue;
    messageHTML: string;
    checkList: { completed: boolean; textHtml: string }[];
    buttons: ButtonValues[];
    trigger: PopupTrigger;
    /** In `delayUnit`s; null until typed. */
    delayAmount: number | null;
    delayUnit: DelayUnit;
  };
  audience: NotificationAudience;
  audienceTiers: PlanTier[];
  /** One address per line or comma-separated. */
  audienceEmails: string;
};

const action = (actionName = ''): ActionValues => ({ enabled: false, actionName, buttonIcon: '', url: '' });

export function emptyValues(): NotificationFormValues {
  return {
    name: '',
    messageIcon: 'INFO',
    messageHtml: '',
    backgroundHexColor: '#1864ab',
    textHexColor: '#ffffff',
    actions: {
      ONE_TIME: action('Got it'),
      PAGE_RELOAD: action('Reload'),
      OPEN_IN_NEW_TAB: action('Learn more'),
      DISMISS: { ...action('Dismiss'), enabled: true, buttonIcon: 'CLOSE' },
    },
    validFrom: '',
    validTill: '',
    popupEnabled: false,
    popup: {
      title: '',
      icon: '',
      messageHTML: '',
      checkList: [],
      buttons: [],
      trigger: 'Immediately',
      delayAmount: null,
      delayUnit: 'SECONDS',
    },
    audience: 'ALL',
    audienceTiers: [],
    audienceEmails: '',
  };
}

const optional = <T extends string>(value: T | '') => (value === '' ? undefined : value);

const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** The delay in milliseconds, or NaN when it is empty or under 0. */
export function delayMillis({ delayAmount, delayUnit }: NotificationFormValues['popup']): number {
  const amount = delayAmount ?? NaN;
  if (!Number.isFinite(amount) || amount < 0) return NaN;
  return Math.round(delayUnit === 'SECONDS' ? amount * 1000 : amount);
}

function toButton(button: ButtonValues): SuccessModalButton {
  return {
    name: button.name,
    variant: button.variant,
    action: button.action,
    ...(button.action === 'OPEN_NEW_TAB' ? { url: button.url } : {}),
    ...(button.action !== 'CLOSE' ? { dismiss: button.dismiss } : {}),
  };
}

/** What the API is sent: only the enabled actions, the dates with their offset, the e-mails split. */
export function toInput(values: NotificationFormValues): SystemNotificationInput {
  const actions: SystemNotificationInput['actions'] = {};
  for (const type of SYSTEM_NOTIFICATION_ACTIONS) {
    const { enabled, actionName, buttonIcon, url } = values.actions[type];
    if (!enabled) continue;
    const base = { actionName, ...(buttonIcon ? { buttonIcon } : {}) };
    if (type === 'OPEN_IN_NEW_TAB') actions.OPEN_IN_NEW_TAB = { ...base, url };
    else actions[type] = base;
  }
  const { popup } = values;
  return {
    name: values.name,
    messageIcon: optional(values.messageIcon),
    messageHtml: values.messageHtml,
    backgroundHexColor: values.backgroundHexColor,
    textHexColor: values.textHexColor,
    actions,
    validFrom: localToIso(values.validFrom),
    validTill: localToIso(values.validTill),
    popup: values.popupEnabled
      ? {
          title: popup.title,
          icon: optional(popup.icon),
          messageHTML: popup.messageHTML || undefined,
          checkList: popup.checkList,
          buttons: popup.buttons.map(toButton),
          trigger: popup.trigger,
          delayMillis: popup.trigger === 'ON_DELAY' ? delayMillis(popup) : 0,
        }
      : null,
    audience: values.audience,
    audienceTiers: values.audience === 'PLAN_TIERS' ? values.audienceTiers : [],
    audienceEmails: values.audience === 'USERS' ? splitEmails(values.audienceEmails) : [],
  };
}

/** A saved notification back into the form (the edit form starts from what was saved). */
export function fromInput(input: SystemNotificationInput): NotificationFormValues {
  const empty = emptyValues();
  const actions = { ...empty.actions };
  for (const type of SYSTEM_NOTIFICATION_ACTIONS) {
    const saved = input.actions[type];
    actions[type] = saved
      ? {
          enabled: true,
          actionName: saved.actionName,
          buttonIcon: saved.buttonIcon ?? '',
          url: 'url' in saved ? saved.url : '',
        }
      : { ...empty.actions[type], enabled: false };
  }
  const popup = input.popup;
  const millis = popup?.delayMillis ?? 0;
  return {
    name: input.name,
    messageIcon: input.messageIcon ?? '',
    messageHtml: input.messageHtml,
    backgroundHexColor: input.backgroundHexColor,
    textHexColor: input.textHexColor,
    actions,
    validFrom: isoToLocal(input.validFrom),
    validTill: isoToLocal(input.validTill),
    popupEnabled: Boolean(popup),
    popup: popup
      ? {
          title: popup.title,
          icon: popup.icon ?? '',
          messageHTML: popup.messageHTML ?? '',
          checkList: popup.checkList ?? [],
          buttons: (popup.buttons ?? []).map((b) => ({
            name: b.name,
            variant: b.variant,
            action: b.action,
            url: b.url ?? '',
            dismiss: b.dismiss ?? false,
          })),
          trigger: popup.trigger,
          // Whole seconds read as seconds; anything finer keeps its milliseconds.
          delayAmount: millis % 1000 === 0 ? millis / 1000 : millis,
          delayUnit: millis % 1000 === 0 ? 'SECONDS' : 'MILLIS',
        }
      : empty.popup,
    audience: input.audience,
    audienceTiers: input.audienceTiers ?? [],
    audienceEmails: (input.audienceEmails ?? []).join('\n'),
  };
}

/**
 * The form field that shows a message for a path of the contract's input (a zod issue's, or the
 * server's ValidationFailed `fields` key, which is the same path joined with dots).
 */
export function fieldFor(path: string): string | null {
  if (path === '' || path === '(body)') return null;
  if (path === 'popup.delayMillis') return 'popup.delayAmount';
  if (path.startsWith('audienceEmails')) return 'audienceEmails';
  return path;
}
