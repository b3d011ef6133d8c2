import type { Announcement, AnnouncementAction, AnnouncementVariant } from '@focal/contracts';
import { sanitizeAnnouncementHtml } from './sanitize.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The values an account puts into an announcement's placeholders ({daysLeft}, {feature}…). */
export type Placeholders = Record<string, string>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Unknown placeholders are left as written, so a typo in a stored text shows rather than vanishes. */
const fill = (text: string, values: Placeholders, encode: (value: string) => string) =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name]!) : whole,
  );

/** "1 days" reads wrong on a trial's last day; the stored texts say "{daysLeft} days". */
const singularDay = (html: string) => html.replace(/\b1 days\b/g, '1 day');

function fillAction(action: AnnouncementAction, values: Placeholders): AnnouncementAction {
  return {
    ...action,
    actionName: fill(action.actionName, values, (v) => v),
    url: fill(action.url, values, encodeURIComponent),
  };
}

function fillVariant(variant: AnnouncementVariant | null, values: Placeholders): AnnouncementVariant | null {
  if (!variant) return null;
  const html = singularDay(fill(variant.htmlText, values, escapeHtml));
  return {
    // Sanitised after filling: neither the stored text nor a filled-in value can carry markup through.
    htmlText: sanitizeAnnouncementHtml(html),
    actions: Object.fromEntries(
      Object.entries(variant.actions).map(([type, action]) => [type, fillAction(action, values)]),
    ),
  };
}

/** An announcement as the client receives it: every variant filled in for the account and sanitised. */
export function renderAnnouncement(announcement: Announcement, values: Placeholders): Announcement {
  return {
    id: announcement.id,
    web: fillVariant(announcement.web, values),
    mobile: fillVariant(announcement.mobile, values),
    app: {
      ios: fillVariant(announcement.app.ios, values),
      android: fillVariant(announcement.app.android, values),
    },
  };
}
