import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../auth/guards.ts';
import { bootstrap } from './service.ts';

export function bootstrapRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.bootstrap, { preHandler: requireUser(deps) }, async (req) => ({
    data: await bootstrap(deps, req.auth!),
  }));
}
