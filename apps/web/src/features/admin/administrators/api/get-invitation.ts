import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/http/client';

/** Whom the invitation link was made for (public: the invitee has no session yet). */
export const useAdminInvitation = (token: string) =>
  useQuery({
    queryKey: ['admin-invitation', token],
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getAdminInvitation, { params: { token }, auth: false, signal }),
    retry: false,
  });
