import { ApiRoutes } from '@focal/contracts/api-routes';
import type { OAuthCompleteRequest } from '@focal/contracts/oauth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/**
 * Sends the completion token and only the fields the pending sign-up asked for. The answer is a
 * token pair, or, for a typed address, the answer of a sign-up that must confirm it first.
 */
const completeSignup = (body: OAuthCompleteRequest) =>
  apiFetch(ApiRoutes.completeOAuthSignup, { body, auth: false });

export const useCompleteSignup = () => useMutation({ mutationFn: completeSignup });
