import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { auditLogRoutes } from '../admin-audit/routes.ts';
import { adminActor } from '../admin-audit/service.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { requireAdmin } from '../auth/guards.ts';
import { findAdminById } from '../auth/service.ts';
import { accountRoutes } from './account-routes.ts';
import { adminsRoutes } from './admins-routes.ts';
import { setAccountPlan } from './plan-service.ts';

/**
 * The caller is checked on request, before the body is parsed and validated: a stranger learns
 * nothing from validation messages and gets 401/403 whatever the body (issue 10 §8).
 */
export function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const onRequest = requireAdmin(deps);

  route(app, E.getAdminMe, { onRequest }, async (req) => {
    const admin = await findAdminById(deps.db, req.auth!.subjectId);
    if (!admin) throw invalidToken();
    return { data: { id: admin.id, email: admin.email, name: admin.name } };
  });

  route(app, E.setAccountPlan, { onRequest }, async (req) => ({
    data: await setAccountPlan(deps, { ...req.body, ...adminActor(req) }),
  }));

  accountRoutes(app, deps, onRequest);
  adminsRoutes(app, deps, onRequest);
  auditLogRoutes(app, deps, onRequest);
}
