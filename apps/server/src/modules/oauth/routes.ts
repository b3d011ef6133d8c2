import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { TOKEN_TTL } from '../auth/service.ts';
import { bindToBrowser, isBoundToBrowser, unbind } from './browser-binding.ts';
import { assertProviderIssuers } from './providers.ts';
import * as oauth from './service.ts';
import { leaveSignupProof } from './signup-proof.ts';

export function oauthRoutes(app: FastifyInstance, deps: AppDeps) {
  assertProviderIssuers(deps.config);

  route(app, E.listOAuthProviders, {}, async () => ({ data: { providers: oauth.listProviders(deps) } }));

  route(app, E.startOAuth, {}, async (req, reply) => {
    const { url, state } = await oauth.start(deps, { providerId: req.params.providerId });
    bindToBrowser(deps, reply, state, oauth.STATE_TTL_MS);
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  route(app, E.oauthCallback, {}, async (req, reply) => {
    const browserBound = isBoundToBrowser(req, req.body.state);
    unbind(deps, reply, req.body.state);
    return {
      data: await oauth.callback(deps, {
        providerId: req.params.providerId,
        response: req.body,
        browserBound,
      }),
    };
  });

  route(app, E.getPendingOAuthSignup, {}, async (req) => ({
    data: await oauth.pendingSignup(deps, { token: req.params.token }),
  }));

  route(app, E.completeOAuthSignup, {}, async (req, reply) => {
    const { result, proofFor } = await oauth.complete(deps, { form: req.body, clientAddress: req.ip });
    if (proofFor) await leaveSignupProof(deps, reply, { userId: proofFor, ttlMs: TOKEN_TTL.signup });
    return { data: result };
  });
}
