import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany, requireUser } from '../auth/guards.ts';
import * as invitations from './invitations.ts';
import * as team from './service.ts';

/** Team members and invitations of the current company (owners manage), and the invitation pages. */
export function teamRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);

  route(app, E.getTeam, { preHandler }, async (req) => ({ data: await team.teamOf(deps, req.company!) }));

  route(app, E.invite, { preHandler }, async (req) => ({
    data: await team.invite(deps, { scope: req.company!, email: req.body.email }),
  }));

  route(app, E.revokeInvitation, { preHandler }, async (req) => {
    await team.revokeInvitation(deps, { scope: req.company!, id: req.params.id });
    return { data: null };
  });

  route(app, E.removeMember, { preHandler }, async (req) => {
    await team.removeMember(deps, { scope: req.company!, userId: req.params.userId, log: req.log });
    return { data: null };
  });

  route(app, E.getPublicInvitation, {}, async (req) => ({
    data: await invitations.publicInvitation(deps, { token: req.params.token }),
  }));

  route(app, E.invitationSignup, {}, async (req) => ({
    data: await invitations.signUpThroughInvitation(deps, {
      token: req.params.token,
      form: req.body,
      clientAddress: req.ip,
    }),
  }));

  route(app, E.acceptInvitation, { preHandler: requireUser(deps) }, async (req) => ({
    data: await invitations.acceptInvitation(deps, { auth: req.auth!, token: req.params.token }),
  }));
}
