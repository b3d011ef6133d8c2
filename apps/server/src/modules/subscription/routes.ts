import {
  announcementsListResponseSchema,
  planListResponseSchema,
  SubscriptionPaths,
  subscriptionStatusResponseSchema,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { accountAnnouncements } from '../announcements/service.ts';
import { requireCompany } from '../auth/guards.ts';
import { planList, subscriptionStatus } from './service.ts';

const tags = ['subscription'];
const security = [{ bearer: [] }];

export function subscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A lapsed subscription still reaches these: they are how the client learns it and renews.
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  r.get(
    SubscriptionPaths.status,
    { preHandler, schema: { tags, security, response: { 200: subscriptionStatusResponseSchema } } },
    async (req) => ({ data: await subscriptionStatus(deps, req.company!) }),
  );

  r.get(
    SubscriptionPaths.plans,
    { preHandler, schema: { tags, security, response: { 200: planListResponseSchema } } },
    async (req) => ({ data: await planList(deps, req.company!) }),
  );

  // The SUBSCRIPTION_ANNOUNCEMENTS link: the account's announcements, filled in and sanitised.
  r.get(
    SubscriptionPaths.announcements,
    { preHandler, schema: { tags, security, response: { 200: announcementsListResponseSchema } } },
    async (req) => ({ data: await accountAnnouncements(deps, req.company!) }),
  );
}
