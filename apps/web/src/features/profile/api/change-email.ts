import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ChangeEmailRequest } from '@focal/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { profileKeys } from './query-keys';

/** Answers the profile with the new address pending (it changes when the mailed link is opened). */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) => apiFetch(ApiRoutes.changeEmail, { body }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile, profile),
  });
}
