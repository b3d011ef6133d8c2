import { envelope } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { requireAdmin } from '../auth/guards.ts';
import { findAdminById } from '../auth/repo.ts';

const adminSchema = envelope(z.object({ id: z.string(), email: z.string(), name: z.string() }));

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
}
