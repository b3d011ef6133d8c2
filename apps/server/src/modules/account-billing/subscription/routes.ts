import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { accountAnnouncements } from '../../announcements/service.ts';
import { requireCompany } from '../../auth/guards.ts';
import { planList, subscriptionStatus } from './service.ts';

export function subscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  // A lapsed subscription still reaches these: they are how the client learns it and renews.
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  route(app, E.getSubscriptionStatus, { preHandler }, async (req) => ({
    data: await subscriptionStatus(deps, req.company!),
  }));

  route(app, E.listPlans, { preHandler }, async (req) => ({ data: await planList(deps, req.company!) }));

  // The SUBSCRIPTION_ANNOUNCEMENTS link: the account's announcements, filled in and sanitised.
  route(app, E.listAnnouncements, { preHandler }, async (req) => ({
    data: await accountAnnouncements(deps, req.company!),
  }));
}
