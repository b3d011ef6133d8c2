import {
  type AdminAnnouncement,
  type AdminAnnouncementInput,
  adminAnnouncementInputSchema,
  type ANNOUNCEMENT_AUDIENCES,
} from '@focal/contracts/admin-catalogue';
import type { AnnouncementAction, AnnouncementVariant } from '@focal/contracts/announcements';
import { isoToLocal, localToIso } from '../../notifications/lib/local-date-time';

export const VARIANTS = ['web', 'mobile', 'ios', 'android'] as const;
export type VariantKey = (typeof VARIANTS)[number];

/**
 * One platform variant in the form. The banner shows only the first action, so the form edits that
 * one; any further actions saved before ride along unchanged (`rest`).
 */
export type VariantValues = {
  enabled: boolean;
  htmlText: string;
  actionType: string;
  actionName: string;
  method: string;
  url: string;
  colour: string;
  rest: Record<string, AnnouncementAction>;
};

export type AnnouncementFormValues = {
  key: string;
  audience: (typeof ANNOUNCEMENT_AUDIENCES)[number];
  priority: string;
  startsAt: string;
  endsAt: string;
  variants: Record<VariantKey, VariantValues>;
};

const emptyVariant = (enabled = false): VariantValues => ({
  enabled,
  htmlText: '',
  actionType: '',
  actionName: '',
  method: 'OPEN_PLANS',
  url: '/subscription/plans',
  colour: '#1864ab',
  rest: {},
});

function variantValues(variant: AnnouncementVariant | null): VariantValues {
  if (!variant) return emptyVariant();
  const [first, ...others] = Object.entries(variant.actions);
  const base = { ...emptyVariant(true), htmlText: variant.htmlText, rest: Object.fromEntries(others) };
  if (!first) return base;
  const [type, action] = first;
  return {
    ...base,
    actionType: type,
    actionName: action.actionName,
    method: action.method,
    url: action.url,
    colour: action.buttonProperties.backgroundHexColor,
  };
}

export function announcementValues(saved: AdminAnnouncement | null): AnnouncementFormValues {
  const variants = saved?.variants;
  return {
    key: saved?.key ?? '',
    audience: saved?.audience ?? 'ALL',
    priority: String(saved?.priority ?? 0),
    startsAt: isoToLocal(saved?.startsAt),
    endsAt: isoToLocal(saved?.endsAt),
    variants: {
      web: variants ? variantValues(variants.web) : emptyVariant(true),
      mobile: variantValues(variants?.mobile ?? null),
      ios: variantValues(variants?.app.ios ?? null),
      android: variantValues(variants?.app.android ?? null),
    },
  };
}

/** The variant as the API takes it (and as the preview draws it); null when it is off. */
export function variantInput(values: VariantValues) {
  if (!values.enabled) return null;
  const actions: Record<string, AnnouncementAction> = {};
  if (values.actionType.trim()) {
    actions[values.actionType.trim()] = {
      actionName: values.actionName,
      method: values.method,
      url: values.url,
      buttonProperties: { backgroundHexColor: values.colour },
    };
  }
  return { htmlText: values.htmlText, actions: { ...actions, ...values.rest } };
}

const priorityOf = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : NaN);

export function announcementInput(values: AnnouncementFormValues): AdminAnnouncementInput {
  const v = values.variants;
  return {
    key: values.key,
    audience: values.audience,
    priority: priorityOf(values.priority),
    startsAt: localToIso(values.startsAt),
    endsAt: localToIso(values.endsAt),
    web: variantInput(v.web),
    mobile: variantInput(v.mobile),
    app: { ios: variantInput(v.ios), android: variantInput(v.android) },
  } as AdminAnnouncementInput;
}

const ACTION_FIELDS: Record<string, keyof VariantValues> = {
  actionName: 'actionName',
  method: 'method',
  url: 'url',
  buttonProperties: 'colour',
};

/**
 * The input that shows the message for a path of the API's body ('app.ios.actions', 'web.actions.
 * BUY.url'); 'root.variants' for the whole-announcement rule (at least one variant).
 */
export function announcementFieldFor(path: string): string | null {
  const parts = path.split('.');
  if (parts[0] === 'app') parts.shift();
  const [head, field, , sub] = parts;
  if (!head) return null;
  if (!VARIANTS.includes(head as VariantKey)) return path;
  if (!field) return 'root.variants';
  if (field === 'htmlText') return `variants.${head}.htmlText`;
  if (field === 'actions') return `variants.${head}.${(sub && ACTION_FIELDS[sub]) || 'actionType'}`;
  return `variants.${head}.htmlText`;
}

export const variantOfField = (field: string) =>
  VARIANTS.find((v) => field.startsWith(`variants.${v}.`)) ?? null;

/** The contract's checks on what would be sent, each issue at its input's path. */
export function checkAnnouncement(values: AnnouncementFormValues, priorityMessage: string) {
  const errors: [string, string][] = [];
  if (Number.isNaN(priorityOf(values.priority))) errors.push(['priority', priorityMessage]);
  const checked = adminAnnouncementInputSchema.safeParse(announcementInput(values));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = announcementFieldFor(issue.path.map(String).join('.'));
      if (field && !errors.some(([f]) => f === field)) errors.push([field, issue.message]);
    }
  }
  return errors;
}
