import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/http/client';
import { keepDeviceToken } from '../../../../shared/session/device-tokens';
import { setAdminSession } from '../../lib/admin-session';

/** Sets the password; the answer signs the new administrator in, as the sign-in would. */
export const useAcceptInvitation = (token: string, email: string) =>
  useMutation({
    mutationFn: (password: string) =>
      apiFetch(ApiRoutes.acceptAdminInvitation, { params: { token }, body: { password }, auth: false }),
    onSuccess: ({ access_token, refresh_token, device_token }) => {
      keepDeviceToken(email, device_token);
      setAdminSession({ access_token, refresh_token });
    },
  });
