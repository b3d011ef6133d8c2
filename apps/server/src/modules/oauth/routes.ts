import {
  oauthCallbackRequestSchema,
  oauthCallbackResponseSchema,
  oauthCompleteRequestSchema,
  oauthCompleteResponseSchema,
  oauthPendingParamsSchema,
  oauthPendingResponseSchema,
  oauthProviderParamsSchema,
  oauthProvidersResponseSchema,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { TOKEN_TTL } from '../auth/service.ts';
import { bindToBrowser, isBoundToBrowser, unbind } from './browser-binding.ts';
import { assertProviderIssuers } from './providers.ts';
import * as oauth from './service.ts';
import { leaveSignupProof } from './signup-proof.ts';

const tags = ['oauth'];

export function oauthRoutes(app: FastifyInstance, deps: AppDeps) {
  assertProviderIssuers(deps.config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/oauth/providers',
    { schema: { tags, response: { 200: oauthProvidersResponseSchema } } },
    async () => ({
      data: { providers: oauth.listProviders(deps) },
    }),
  );

  r.get(
    '/api/auth/oauth/:providerId/start',
    {
      schema: {
        tags,
        params: oauthProviderParamsSchema,
        response: { 302: z.null().describe('To the provider') },
      },
    },
    async (req, reply) => {
      const { url, state } = await oauth.start(deps, { providerId: req.params.providerId });
      bindToBrowser(deps, reply, state, oauth.STATE_TTL_MS);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  r.post(
    '/api/auth/oauth/:providerId/callback',
    {
      schema: {
        tags,
        params: oauthProviderParamsSchema,
        body: oauthCallbackRequestSchema,
        response: { 200: oauthCallbackResponseSchema },
      },
    },
    async (req, reply) => {
      const browserBound = isBoundToBrowser(req, req.body.state);
      unbind(deps, reply, req.body.state);
      return {
        data: await oauth.callback(deps, {
          providerId: req.params.providerId,
          response: req.body,
          browserBound,
        }),
      };
    },
  );

  r.get(
    '/api/auth/oauth/complete/:token',
    { schema: { tags, params: oauthPendingParamsSchema, response: { 200: oauthPendingResponseSchema } } },
    async (req) => ({ data: await oauth.pendingSignup(deps, { token: req.params.token }) }),
  );

  r.post(
    '/api/auth/oauth/complete',
    { schema: { tags, body: oauthCompleteRequestSchema, response: { 200: oauthCompleteResponseSchema } } },
    async (req, reply) => {
      const { result, proofFor } = await oauth.complete(deps, { form: req.body, clientAddress: req.ip });
      if (proofFor) await leaveSignupProof(deps, reply, { userId: proofFor, ttlMs: TOKEN_TTL.signup });
      return { data: result };
    },
  );
}
