import { emailField, envelope, planTierSchema } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { requireAdmin } from '../auth/guards.ts';
import { findAdminById } from '../auth/repo.ts';
import { setAccountPlan } from './plan-service.ts';

const adminSchema = envelope(z.object({ id: z.string(), email: z.string(), name: z.string() }));
const setPlanRequestSchema = z.strictObject({ ownerEmail: emailField(), planTier: planTierSchema });
const setPlanResponseSchema = envelope(
  z.object({ businessAccountId: z.string(), planTier: planTierSchema, status: z.string() }),
);

export function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/me',
    {
      preHandler: requireAdmin(deps),
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
      preHandler: requireAdmin(deps),
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
