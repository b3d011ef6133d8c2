import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { dashboardOf } from './service.ts';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.getDashboard, { preHandler: requireCompany(deps) }, async (req) => ({
    data: await dashboardOf(deps.db, req.company!),
  }));
}
