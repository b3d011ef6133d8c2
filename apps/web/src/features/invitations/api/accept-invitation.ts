import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** The signed-in user joins the company; the answer's tokens name it. */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: () => apiFetch(ApiRoutes.acceptInvitation, { params: { token } }),
  });
