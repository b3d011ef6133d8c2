import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import * as consoleService from './admin-service.ts';
import { dismissEvent, dismissPopup, notificationsFor, type Reader } from './service.ts';

/**
 * Users: `requireUser`, not `requireCompany`: a lapsed subscription, or no company at all, still
 * sees maintenance notices. Administrators: checked on request, before the body is validated.
 */
export function systemNotificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const revision = app.notificationRevision;
  const user = requireUser(deps);
  const admin = requireAdmin(deps);
  const reader = (req: FastifyRequest): Reader => ({
    userId: req.auth!.subjectId,
    companyId: req.auth!.companyId,
  });
  const ctx = (req: FastifyRequest) => ({
    deps,
    adminId: req.auth!.subjectId,
    clientAddress: req.ip,
    revision,
  });

  route(app, E.listSystemNotifications, { onRequest: user }, async (req) => ({
    data: await notificationsFor(deps, reader(req)),
  }));
  route(app, E.dismissSystemNotification, { onRequest: user }, async (req) => {
    await dismissEvent(deps, reader(req), req.params.eventId);
    return { data: null };
  });
  route(app, E.dismissSystemNotificationPopup, { onRequest: user }, async (req) => {
    await dismissPopup(deps, reader(req), req.params);
    return { data: null };
  });

  route(app, E.adminListSystemNotifications, { onRequest: admin }, async () => ({
    data: { notifications: await consoleService.listNotifications(deps.db) },
  }));
  route(app, E.adminCreateSystemNotification, { onRequest: admin }, async (req) => ({
    data: await consoleService.createNotification(ctx(req), req.body),
  }));
  route(app, E.adminUpdateSystemNotification, { onRequest: admin }, async (req) => ({
    data: await consoleService.updateNotification(ctx(req), req.params.id, req.body),
  }));
  route(app, E.adminRetireSystemNotification, { onRequest: admin }, async (req) => ({
    data: await consoleService.retireNotification(ctx(req), req.params.id),
  }));
}
