import type { LimitedFeature } from '../plans/limits.ts';

/** Words the announcements put into their texts ({feature}), in the plural: "all 3 users". */
export const AnnouncementText = {
  feature: {
    USERS: 'users',
    COMPANIES: 'companies',
    ACTIVE_JOBS: 'active jobs',
    BOOKING_FORMS: 'online booking forms',
    CONTACT_FORMS: 'contact forms',
  } satisfies Record<LimitedFeature, string>,
} as const;
