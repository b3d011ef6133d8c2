import { emailField, envelope, planTierSchema, subscriptionStatusSchema } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { requireAdmin } from '../auth/guards.ts';
import { findAdminById } from '../auth/service.ts';
import { setAccountPlan } from './plan-service.ts';

const adminSchema = envelope(z.object({ id: z.string(), email: z.string(), name: z.string() }));
/**
 * `status` and `accessTill` let support staff extend a trial or end one (and e2e journeys start from a
 * STARTER trial or an expired one); by default the plan is active with no end date.
 */
const setPlanRequestSchema = z.strictObject({
  ownerEmail: emailField(),
  planTier: planTierSchema,
  status: subscriptionStatusSchema.default('active'),
  accessTill: z.iso.datetime({ offset: true }).nullable().default(null),
});
const setPlanResponseSchema = envelope(
  z.object({ businessAccountId: z.string(), planTier: planTierSchema, status: z.string() }),
);

/**
 * The caller is checked on request, before the body is parsed and validated: a stranger learns
 * nothing from validation messages and gets 401/403 whatever the body (issue 10 §8).
 */
export function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/me',
    {
      onRequest: requireAdmin(deps),
      schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: adminSchema } },
    },
    async (req) => {
      const admin = await findAdminById(deps.db, req.auth!.subjectId);
      if (!admin) throw invalidToken();
      return { data: { id: admin.id, email: admin.email, name: admin.name } };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/admin/accounts/plan',
    {
      onRequest: requireAdmin(deps),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: setPlanRequestSchema,
        response: { 200: setPlanResponseSchema },
      },
    },
    async (req) => ({ data: await setAccountPlan(deps, req.body) }),
  );
}
