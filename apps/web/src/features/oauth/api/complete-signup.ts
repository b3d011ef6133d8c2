import type { OAuthCompleteRequest, TokenPair } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Sends the completion token and only the fields the pending sign-up asked for. */
export const completeSignup = (body: OAuthCompleteRequest) =>
  apiFetch<TokenPair>('/api/auth/oauth/complete', { method: 'POST', body, auth: false });

export const useCompleteSignup = () => useMutation({ mutationFn: completeSignup });
