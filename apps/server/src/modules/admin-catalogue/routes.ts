import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { adminActor, recordAdminRead } from '../admin-audit/service.ts';
import { requireAdmin } from '../auth/guards.ts';
import { normalisePromoCode } from '../account-billing/promo-codes/resolve.ts';
import {
  createAnnouncement,
  listAnnouncements,
  retireAnnouncement,
  updateAnnouncement,
} from './announcements-service.ts';
import { changePlan, listPlans } from './plans-service.ts';
import { createPromoCode, expirePromoCode, listPromoCodes, promoRedemptions } from './promo-codes-service.ts';

/**
 * The catalogue in the console. The caller is checked on request, before the body is validated: a
 * stranger gets 401/403 and no validation messages (issue 10 §8).
 */
export function adminCatalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  const onRequest = requireAdmin(deps);

  route(app, E.adminListPlans, { onRequest }, async () => ({ data: { plans: await listPlans(deps) } }));
  route(app, E.adminUpdatePlan, { onRequest }, async (req) => ({
    data: await changePlan(deps, adminActor(req), req.params.planId, req.body),
  }));

  route(app, E.adminListPromoCodes, { onRequest }, async () => ({
    data: { promoCodes: await listPromoCodes(deps) },
  }));
  route(app, E.adminCreatePromoCode, { onRequest }, async (req) => ({
    data: await createPromoCode(deps, adminActor(req), req.body),
  }));
  route(app, E.adminExpirePromoCode, { onRequest }, async (req) => ({
    data: await expirePromoCode(deps, adminActor(req), req.params.code),
  }));
  // Who redeemed a code is account owners' addresses: recorded as a read (issue 29 §9).
  route(app, E.adminListPromoRedemptions, { onRequest }, async (req) => {
    const redemptions = await promoRedemptions(deps, req.params.code);
    await recordAdminRead(deps.db, {
      ...adminActor(req),
      action: 'promo_code.view_redemptions',
      targetKind: 'promo_code',
      targetId: normalisePromoCode(req.params.code),
      details: { shown: redemptions.length },
    });
    return { data: { redemptions } };
  });

  route(app, E.adminListAnnouncements, { onRequest }, async () => ({
    data: { announcements: await listAnnouncements(deps) },
  }));
  route(app, E.adminCreateAnnouncement, { onRequest }, async (req) => ({
    data: await createAnnouncement(deps, adminActor(req), req.body),
  }));
  route(app, E.adminUpdateAnnouncement, { onRequest }, async (req) => ({
    data: await updateAnnouncement(deps, adminActor(req), req.params.id, req.body),
  }));
  route(app, E.adminRetireAnnouncement, { onRequest }, async (req) => ({
    data: await retireAnnouncement(deps, adminActor(req), req.params.id),
  }));
}
