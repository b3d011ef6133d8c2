import { ApiRoutes as R } from '../api-routes.ts';
import {
  adminAnnouncementInputSchema,
  adminAnnouncementListResponseSchema,
  adminAnnouncementParamsSchema,
  adminAnnouncementResponseSchema,
  adminCreatePromoCodeSchema,
  adminPlanListResponseSchema,
  adminPlanParamsSchema,
  adminPlanResponseSchema,
  adminPromoCodeListResponseSchema,
  adminPromoCodeParamsSchema,
  adminPromoCodeResponseSchema,
  adminPromoRedemptionListResponseSchema,
  adminUpdatePlanSchema,
} from '../admin-catalogue.ts';
import { endpoint } from '../endpoint.ts';

const admin = { tags: ['admin'], access: 'admin' } as const;

/** The catalogue in the console: plans, promo codes and announcements. */
export const adminCatalogueEndpoints = {
  adminListPlans: endpoint(R.adminListPlans, {
    ...admin,
    description: 'Every plan of the catalogue, on sale or not, with its price and limits.',
    response: adminPlanListResponseSchema,
  }),
  adminUpdatePlan: endpoint(R.adminUpdatePlan, {
    ...admin,
    description: "Changes a plan's name, price, limits or sale; new limits apply at once to new items.",
    params: adminPlanParamsSchema,
    body: adminUpdatePlanSchema,
    response: adminPlanResponseSchema,
  }),
  adminListPromoCodes: endpoint(R.adminListPromoCodes, {
    ...admin,
    description: 'Every promo code, newest first, with its redemptions and state.',
    response: adminPromoCodeListResponseSchema,
  }),
  adminCreatePromoCode: endpoint(R.adminCreatePromoCode, {
    ...admin,
    description: 'Creates a promo code (stored upper-case; a code that exists is refused).',
    body: adminCreatePromoCodeSchema,
    response: adminPromoCodeResponseSchema,
  }),
  adminExpirePromoCode: endpoint(R.adminExpirePromoCode, {
    ...admin,
    description: 'Expires a promo code now: checkouts refuse it as an expired code.',
    params: adminPromoCodeParamsSchema,
    response: adminPromoCodeResponseSchema,
  }),
  adminListPromoRedemptions: endpoint(R.adminListPromoRedemptions, {
    ...admin,
    description: 'The business accounts that redeemed a promo code, newest first.',
    params: adminPromoCodeParamsSchema,
    response: adminPromoRedemptionListResponseSchema,
  }),
  adminListAnnouncements: endpoint(R.adminListAnnouncements, {
    ...admin,
    description: 'Every announcement with its schedule, state and a preview of each platform variant.',
    response: adminAnnouncementListResponseSchema,
  }),
  adminCreateAnnouncement: endpoint(R.adminCreateAnnouncement, {
    ...admin,
    description: 'Creates an announcement (its HTML sanitised) for an audience, scheduled or at once.',
    body: adminAnnouncementInputSchema,
    response: adminAnnouncementResponseSchema,
  }),
  adminUpdateAnnouncement: endpoint(R.adminUpdateAnnouncement, {
    ...admin,
    description: 'Replaces an announcement that is not retired.',
    params: adminAnnouncementParamsSchema,
    body: adminAnnouncementInputSchema,
    response: adminAnnouncementResponseSchema,
  }),
  adminRetireAnnouncement: endpoint(R.adminRetireAnnouncement, {
    ...admin,
    description: 'Retires an announcement: no account is shown it again.',
    params: adminAnnouncementParamsSchema,
    response: adminAnnouncementResponseSchema,
  }),
};
