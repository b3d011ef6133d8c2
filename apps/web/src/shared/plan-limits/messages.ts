import { PlanLimitText } from '@focal/contracts/plans';
import { isIosApp, isMobileView } from '../platform';
import type { LimitedFeature } from './upgrade-banner-data';

/**
 * Spec 01 §8's plan-limit messages in the form the platform needs: the full text in a browser, the
 * short form in a phone-sized view, the iOS form (upgrade via a browser, no {action}) in the iOS app.
 * The texts themselves live in the contracts (PlanLimitText), which the server sends too.
 */
export type LimitForm = 'full' | 'short' | 'ios';
export const limitForm = (): LimitForm => (isIosApp() ? 'ios' : isMobileView() ? 'short' : 'full');

/** What a limit message is about: a feature at its maximum, or something the plan hides. */
export type LimitSubject =
  LimitedFeature | 'JOB_ACCESS' | 'EVENT_ACCESS' | 'JOB_NOT_VIEWABLE' | 'URL_NOT_AVAILABLE';

/**
 * A message cut where its {action} goes: `before` + the Upgrade link + `after`. `action` is false
 * when the text has no {action} (the iOS forms, the plain maxima).
 */
export type LimitMessage = { before: string; action: boolean; after: string };

// Stands for {action} while the text is built, so the contracts' functions stay the one source.
const SLOT = '\u0000';
const cut = (text: string): LimitMessage => {
  const at = text.indexOf(SLOT);
  return at < 0
    ? { before: text, action: false, after: '' }
    : { before: text.slice(0, at), action: true, after: text.slice(at + SLOT.length) };
};

export function limitMessage(subject: LimitSubject, max: number | null, form = limitForm()): LimitMessage {
  const full = form === 'full' ? PlanLimitText : PlanLimitText.short;
  const ios = PlanLimitText.ios;
  const jobs = max ?? 0;
  switch (subject) {
    case 'COMPANIES':
      return cut(form === 'ios' ? ios.companiesMax : full.companiesMax);
    case 'USERS':
      return cut(form === 'ios' ? ios.usersMax : full.usersMax);
    case 'BOOKING_FORMS':
      return cut(form === 'ios' ? ios.bookingFormsMax : full.bookingFormsMax);
    case 'CONTACT_FORMS':
      return cut(form === 'ios' ? ios.contactFormsMax : full.contactFormsMax);
    case 'ACTIVE_JOBS':
      return cut(form === 'ios' ? ios.activeJobsMax(jobs) : full.activeJobsMax(jobs, SLOT));
    case 'JOB_ACCESS':
      return cut(form === 'ios' ? ios.jobAccessLimited : full.jobAccessLimited(SLOT));
    case 'EVENT_ACCESS':
      return cut(form === 'ios' ? ios.eventAccessLimited : full.eventAccessLimited(SLOT));
    case 'JOB_NOT_VIEWABLE':
      return cut(form === 'ios' ? ios.jobCannotBeViewed : full.jobCannotBeViewed);
    case 'URL_NOT_AVAILABLE':
      return cut(form === 'ios' ? ios.urlNotAvailable : full.urlNotAvailable);
  }
}

/** The message as plain text, {action} read as 'Upgrade' (toasts, screen-reader labels). */
export function limitText(subject: LimitSubject, max: number | null, form = limitForm()): string {
  const { before, action, after } = limitMessage(subject, max, form);
  return action ? `${before}${PlanLimitText.upgradeAction}${after}` : before;
}

/** Texts of the upgrade banner around the spec's message. */
export const planLimitsMessages = {
  upgrade: PlanLimitText.upgradeAction,
  bannerLabel: 'Plan limit',
  /** Under the message: which plan is on, which one offers more. */
  planLine: (current: string, offered: string | null) =>
    [current && `You're on the ${current} plan.`, offered && `${offered} offers more.`]
      .filter(Boolean)
      .join(' '),
} as const;
