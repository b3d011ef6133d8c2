import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route, type RouteOptions } from '../../http/route.ts';
import { adminActor } from '../admin-audit/service.ts';
import {
  acceptInvitation,
  disableAdmin,
  invitationGreeting,
  inviteAdmin,
  listAdmins,
} from './admins-service.ts';

/** Administrators: the list, invitations (accepted by a public link) and disabling. */
export function adminsRoutes(app: FastifyInstance, deps: AppDeps, onRequest: RouteOptions['onRequest']) {
  route(app, E.adminListAdmins, { onRequest }, async (req) => ({
    data: await listAdmins(deps, req.auth!.subjectId),
  }));

  route(app, E.adminInviteAdmin, { onRequest }, async (req) => ({
    data: await inviteAdmin(deps, { ...adminActor(req), ...req.body }),
  }));

  route(app, E.adminDisableAdmin, { onRequest }, async (req) => ({
    data: await disableAdmin(deps, { ...adminActor(req), targetId: req.params.id }),
  }));

  // Public: the link's token is the credential (256 bits, stored hashed, single use, 7 days).
  route(app, E.getAdminInvitation, {}, async (req) => ({
    data: await invitationGreeting(deps, req.params.token),
  }));

  route(app, E.acceptAdminInvitation, {}, async (req) => ({
    data: await acceptInvitation(deps, { token: req.params.token, password: req.body.password }),
  }));
}
