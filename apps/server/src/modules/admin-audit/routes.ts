import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route, type RouteOptions } from '../../http/route.ts';
import { auditLogPage } from './service.ts';

/** The audit log's one route: a filtered list. Nothing edits or deletes an entry (the table refuses it too). */
export function auditLogRoutes(app: FastifyInstance, deps: AppDeps, onRequest: RouteOptions['onRequest']) {
  route(app, E.adminListAuditLog, { onRequest }, async (req) => ({
    data: await auditLogPage(deps.db, req.query),
  }));
}
