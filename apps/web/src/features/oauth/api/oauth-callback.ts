import { ApiRoutes } from '@focal/contracts/api-routes';
import type { OAuthCallbackRequest } from '@focal/contracts/oauth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { sharedMessages } from '../../../shared/messages';

type Variables = { providerId: string; response: OAuthCallbackRequest };

/** Posts what the provider sent back; the state cookie set at the start comes along (same origin). */
async function oauthCallback({ providerId, response }: Variables) {
  const result = await apiFetch(ApiRoutes.oauthCallback, {
    params: { providerId },
    body: response,
    auth: false,
  });
  if (!result) throw new Error(sharedMessages.genericErrorMessage);
  return result;
}

export const useOAuthCallback = () => useMutation({ mutationFn: oauthCallback });
