/** The paths of endpoints/admin-catalogue.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const adminCataloguePaths = {
  // admin console: the catalogue
  adminListPlans: ['GET', '/api/admin/plans'],
  adminUpdatePlan: ['PUT', '/api/admin/plans/:planId'],
  adminListPromoCodes: ['GET', '/api/admin/promo-codes'],
  adminCreatePromoCode: ['POST', '/api/admin/promo-codes'],
  adminExpirePromoCode: ['POST', '/api/admin/promo-codes/:code/expire'],
  adminListPromoRedemptions: ['GET', '/api/admin/promo-codes/:code/redemptions'],
  adminListAnnouncements: ['GET', '/api/admin/announcements'],
  adminCreateAnnouncement: ['POST', '/api/admin/announcements'],
  adminUpdateAnnouncement: ['PUT', '/api/admin/announcements/:id'],
  adminRetireAnnouncement: ['POST', '/api/admin/announcements/:id/retire'],
} as const;
