import {
  emptyDataSchema,
  invitationSignupRequestSchema,
  invitationTokenSchema,
  invitationTokensResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  publicInvitationResponseSchema,
  TeamPaths,
  teamResponseSchema,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireCompany, requireUser } from '../auth/guards.ts';
import * as invitations from './invitations.ts';
import * as team from './service.ts';

const tags = ['team'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });
const userIdParams = z.object({ userId: z.uuid() });
const tokenParams = z.object({ token: invitationTokenSchema });

/** Team members and invitations of the current company (owners manage), and the invitation pages. */
export function teamRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCompany(deps);

  r.get(
    TeamPaths.team,
    { preHandler, schema: { tags, security, response: { 200: teamResponseSchema } } },
    async (req) => ({ data: await team.teamOf(deps, req.company!) }),
  );

  r.post(
    TeamPaths.invitations,
    {
      preHandler,
      schema: { tags, security, body: inviteRequestSchema, response: { 200: inviteResponseSchema } },
    },
    async (req) => ({ data: await team.invite(deps, { scope: req.company!, email: req.body.email }) }),
  );

  r.delete(
    TeamPaths.invitation(':id'),
    { preHandler, schema: { tags, security, params: idParams, response: { 200: emptyDataSchema } } },
    async (req) => {
      await team.revokeInvitation(deps, { scope: req.company!, id: req.params.id });
      return { data: null };
    },
  );

  r.delete(
    TeamPaths.member(':userId'),
    { preHandler, schema: { tags, security, params: userIdParams, response: { 200: emptyDataSchema } } },
    async (req) => {
      await team.removeMember(deps, { scope: req.company!, userId: req.params.userId });
      return { data: null };
    },
  );

  r.get(
    TeamPaths.publicInvitation(':token'),
    { schema: { tags, params: tokenParams, response: { 200: publicInvitationResponseSchema } } },
    async (req) => ({ data: await invitations.publicInvitation(deps, { token: req.params.token }) }),
  );

  r.post(
    TeamPaths.invitationSignup(':token'),
    {
      schema: {
        tags,
        params: tokenParams,
        body: invitationSignupRequestSchema,
        response: { 200: invitationTokensResponseSchema },
      },
    },
    async (req) => ({
      data: await invitations.signUpThroughInvitation(deps, {
        token: req.params.token,
        form: req.body,
        clientAddress: req.ip,
      }),
    }),
  );

  r.post(
    TeamPaths.acceptInvitation(':token'),
    {
      preHandler: requireUser(deps),
      schema: { tags, security, params: tokenParams, response: { 200: invitationTokensResponseSchema } },
    },
    async (req) => ({
      data: await invitations.acceptInvitation(deps, { auth: req.auth!, token: req.params.token }),
    }),
  );
}
