import type { LimitedFeature } from '../account-billing/plans/limits.ts';

/** Names the announcements put into their texts ({feature}), as the plan-limit messages name them. */
export const AnnouncementText = {
  feature: {
    USERS: 'Users',
    COMPANIES: 'Brands / Companies',
    ACTIVE_JOBS: 'Active Jobs',
    BOOKING_FORMS: 'Online Booking Forms',
    CONTACT_FORMS: 'Contact Forms',
  } satisfies Record<LimitedFeature, string>,
  /** An administrator's text made only of what the sanitiser removes (a script, a style). */
  emptyAfterSanitising: 'Nothing is left of this text once unsafe HTML is removed.',
} as const;
