import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import {
  oauthCallbackRequestSchema,
  oauthCallbackResponseSchema,
  oauthCompleteRequestSchema,
  oauthCompleteResponseSchema,
  oauthPendingParamsSchema,
  oauthPendingResponseSchema,
  oauthProviderParamsSchema,
  oauthProvidersResponseSchema,
} from '../oauth.ts';

const oauth = { tags: ['oauth'], access: 'public' } as const;

export const oauthEndpoints = {
  listOAuthProviders: endpoint(R.listOAuthProviders, {
    ...oauth,
    description: 'Lists the identity providers a user can sign in with.',
    response: oauthProvidersResponseSchema,
  }),
  startOAuth: endpoint(R.startOAuth, {
    ...oauth,
    description: "Redirects the browser to the provider's sign-in page, bound to this browser.",
    params: oauthProviderParamsSchema,
    response: z.null().describe('To the provider'),
    status: 302,
  }),
  oauthCallback: endpoint(R.oauthCallback, {
    ...oauth,
    description: "Takes the provider's answer: signs in, or starts a sign-up to complete.",
    params: oauthProviderParamsSchema,
    body: oauthCallbackRequestSchema,
    response: oauthCallbackResponseSchema,
  }),
  getPendingOAuthSignup: endpoint(R.getPendingOAuthSignup, {
    ...oauth,
    description: 'What a sign-up started through a provider still asks for.',
    params: oauthPendingParamsSchema,
    response: oauthPendingResponseSchema,
  }),
  completeOAuthSignup: endpoint(R.completeOAuthSignup, {
    ...oauth,
    description: 'Completes a sign-up started through a provider.',
    body: oauthCompleteRequestSchema,
    response: oauthCompleteResponseSchema,
  }),
};
