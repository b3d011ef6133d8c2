import { bootstrapResponseSchema } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../auth/guards.ts';
import { bootstrap } from './service.ts';

export function bootstrapRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/basic/bootstrap',
    {
      preHandler: requireUser(deps),
      schema: { tags: ['basic'], security: [{ bearer: [] }], response: { 200: bootstrapResponseSchema } },
    },
    async (req) => ({ data: await bootstrap(deps, req.auth!) }),
  );
}
