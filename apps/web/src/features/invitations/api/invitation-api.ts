import type { TokenPair } from '@focal/contracts/auth';
import type { InvitationSignupRequest, publicInvitationSchema } from '@focal/contracts/team';
import { TeamPaths } from '@focal/contracts/team';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/http/client';

/** What the invitation is for: public, no session needed. */
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

export const publicInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiFetch<PublicInvitation>(TeamPaths.publicInvitation(encodeURIComponent(token)), {
        auth: false,
        signal,
      }),
    staleTime: Infinity,
  });

export const usePublicInvitation = (token: string) => useQuery(publicInvitationQuery(token));

/** A new user signs up through the invitation: the answer signs them in to its company. */
export const useInvitationSignup = (token: string) =>
  useMutation({
    mutationFn: (body: InvitationSignupRequest) =>
      apiFetch<TokenPair>(TeamPaths.invitationSignup(encodeURIComponent(token)), {
        method: 'POST',
        body,
        auth: false,
      }),
  });

/** The signed-in user joins the company; the answer's tokens name it. */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: () =>
      apiFetch<TokenPair>(TeamPaths.acceptInvitation(encodeURIComponent(token)), { method: 'POST' }),
  });
