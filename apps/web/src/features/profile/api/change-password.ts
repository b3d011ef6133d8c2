import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ChangePasswordRequest } from '@focal/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { profileKeys } from './query-keys';

/** The server ends the links mailed under the old password: a pending address change is gone too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiFetch(ApiRoutes.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
  });
}
