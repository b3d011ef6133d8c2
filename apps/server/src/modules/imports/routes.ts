import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { importOptions } from './service.ts';

/** The Import Data modal's sources and checkbox groups (spec 01 §3 "Import payload", §4.4). */
export function importRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.getImportOptions, { preHandler: requireCompany(deps) }, async (req) => ({
    data: await importOptions(deps, req.company!),
  }));
}
