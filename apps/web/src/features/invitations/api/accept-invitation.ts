import type { TokenPair } from '@focal/contracts/auth';
import { TeamPaths } from '@focal/contracts/team';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** The signed-in user joins the company; the answer's tokens name it. */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: () =>
      apiFetch<TokenPair>(TeamPaths.acceptInvitation(encodeURIComponent(token)), { method: 'POST' }),
  });
