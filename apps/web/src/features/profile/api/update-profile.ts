import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateProfileRequest } from '@focal/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bootstrapQueryOptions } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { profileKeys } from './query-keys';

/** The header's name comes from bootstrap: it is asked again once the name is saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiFetch(ApiRoutes.updateProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions().queryKey });
    },
  });
}
