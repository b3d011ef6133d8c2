import type { TokenPair } from '@focal/contracts/auth';
import type { InvitationSignupRequest } from '@focal/contracts/team';
import { TeamPaths } from '@focal/contracts/team';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

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
