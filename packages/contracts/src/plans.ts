// No zod here: the app's error catalogue reads these on every page.

export const PLAN_TIERS = ['STARTER', 'PRO', 'MASTER'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * The plan limits (issue 5's default catalogue). The server reads them through one module
 * (apps/server/src/modules/account-billing/plans/limits.ts), which the subscription issue moves to the database.
 * null = unlimited.
 */
export type PlanLimits = {
  activeJobs: number | null;
  companies: number | null;
  users: number | null;
  bookingForms: number | null;
  contactForms: number | null;
  automations: boolean;
};

export const DEFAULT_PLAN_LIMITS: Record<PlanTier, PlanLimits> = {
  STARTER: { activeJobs: 5, companies: 1, users: 1, bookingForms: 1, contactForms: 1, automations: false },
  PRO: { activeJobs: null, companies: 1, users: 3, bookingForms: 5, contactForms: 5, automations: true },
  MASTER: {
    activeJobs: null,
    companies: 5,
    users: 10,
    bookingForms: null,
    contactForms: null,
    automations: true,
  },
};

/** Spec 01 §8 plan-limit messages, word for word where the spec gives them. */
export const PlanLimitText = {
  companiesMax: "You've reached the maximum number of Brands / Companies in your plan.",
  usersMax: "You've reached the maximum number of Users in your plan.",
  bookingFormsMax: "You've reached the maximum number of Online Booking Forms in your plan.",
  contactFormsMax: "You've reached the maximum number of Contact Forms in your plan.",
  activeJobsMax: (max: number, action: string) =>
    `You've reached the maximum number of Active Jobs (${max}) in your plan. ${action} to add more.`,
  jobAccessLimited: (action: string) => `${action} to view or edit this Job.`,
  eventAccessLimited: (action: string) => `${action} to view or edit this event due to active jobs limit.`,
  jobCannotBeViewed: 'Job cannot be viewed due to plan limit',
  urlNotAvailable: 'URL not available due to plan limit',
  /** The {action} of the texts above: a link that opens the plans (not in the iOS app). */
  upgradeAction: 'Upgrade',
  /** The short forms for a phone-sized view (spec 01 §8 "short forms exist for mobile"). */
  short: {
    companiesMax: 'Brands / Companies limit reached.',
    usersMax: 'Users limit reached.',
    bookingFormsMax: 'Online Booking Forms limit reached.',
    contactFormsMax: 'Contact Forms limit reached.',
    activeJobsMax: (max: number, action: string) =>
      `Active Jobs limit (${max}) reached. ${action} to add more.`,
    jobAccessLimited: (action: string) => `${action} to view this Job.`,
    eventAccessLimited: (action: string) => `${action} to view this event.`,
    jobCannotBeViewed: 'Job unavailable on your plan',
    urlNotAvailable: 'URL unavailable on your plan',
  },
  /**
   * The iOS app's forms: the app sells no plans, so there is no {action}; they say to upgrade via a
   * browser instead (spec 01 §8).
   */
  ios: {
    companiesMax: 'Brands / Companies limit reached. To add more, upgrade your plan via a browser.',
    usersMax: 'Users limit reached. To add more, upgrade your plan via a browser.',
    bookingFormsMax: 'Online Booking Forms limit reached. To add more, upgrade your plan via a browser.',
    contactFormsMax: 'Contact Forms limit reached. To add more, upgrade your plan via a browser.',
    activeJobsMax: (max: number) =>
      `Active Jobs limit (${max}) reached. To add more, upgrade your plan via a browser.`,
    jobAccessLimited: 'To view or edit this Job, upgrade your plan via a browser.',
    eventAccessLimited: 'To view or edit this event, upgrade your plan via a browser.',
    jobCannotBeViewed: 'Job cannot be viewed due to plan limit. Upgrade your plan via a browser.',
    urlNotAvailable: 'URL not available due to plan limit. Upgrade your plan via a browser.',
  },
} as const;
