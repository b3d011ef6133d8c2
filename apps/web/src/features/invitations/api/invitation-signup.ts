import { ApiRoutes } from '@focal/contracts/api-routes';
import type { InvitationSignupRequest } from '@focal/contracts/team';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** A new user signs up through the invitation: the answer signs them in to its company. */
export const useInvitationSignup = (token: string) =>
  useMutation({
    mutationFn: (body: InvitationSignupRequest) =>
      apiFetch(ApiRoutes.invitationSignup, {
        params: { token },
        body,
        auth: false,
      }),
  });
