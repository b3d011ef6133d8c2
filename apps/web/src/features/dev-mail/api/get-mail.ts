import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EndpointData } from '@focal/contracts/endpoint';
import type { Endpoints } from '@focal/contracts/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type MailMessage = EndpointData<Endpoints['getDevMail']>;

/** The one mail a link was made for (the sign-up confirmation, an invitation); no session needed. */
const getMail = (token: string, signal?: AbortSignal) =>
  apiFetch(ApiRoutes.getDevMail, {
    query: { token },
    auth: false,
    ...(signal ? { signal } : {}),
  });

export const useMail = (token: string | null) =>
  useQuery({
    queryKey: ['dev-mail', token],
    queryFn: ({ signal }) => getMail(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
  });
