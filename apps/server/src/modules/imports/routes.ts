import { CompanyPaths, importOptionsResponseSchema } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireCompany } from '../auth/guards.ts';
import { importOptions } from './service.ts';

/** The Import Data modal's sources and checkbox groups (spec 01 §3 "Import payload", §4.4). */
export function importRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    CompanyPaths.importOptions,
    {
      preHandler: requireCompany(deps),
      schema: {
        tags: ['companies'],
        security: [{ bearer: [] }],
        response: { 200: importOptionsResponseSchema },
      },
    },
    async (req) => ({ data: await importOptions(deps, req.company!) }),
  );
}
