import { ApiRoutes } from '@focal/contracts/api-routes';
import type { publicInvitationSchema } from '@focal/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/http/client';

/** What the invitation is for: public, no session needed. */
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

const publicInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getPublicInvitation, {
        params: { token },
        auth: false,
        signal,
      }),
    staleTime: Infinity,
  });

export const usePublicInvitation = (token: string) => useQuery(publicInvitationQuery(token));
