import type { Bootstrap } from '@focal/contracts';
import { ApiRoutes } from '@focal/contracts/api-routes';
import type { MyProfile } from '@focal/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bootstrapQueryOptions } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { profileKeys } from './query-keys';

/**
 * Spec 02 §7: the cropped picture as base64; the answer's PHOTO_URL is the new photo. The profile
 * and the bootstrap (whose PHOTO_URL link the header draws) take it at once, without a reload.
 */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => apiFetch(ApiRoutes.uploadPhoto, { body: { image } }),
    onSuccess: ({ PHOTO_URL }) => {
      queryClient.setQueryData<MyProfile>(profileKeys.profile, (profile) =>
        profile ? { ...profile, photoUrl: PHOTO_URL } : profile,
      );
      queryClient.setQueryData<Bootstrap>(bootstrapQueryOptions().queryKey, (bootstrap) =>
        bootstrap
          ? {
              ...bootstrap,
              profile: {
                ...bootstrap.profile,
                resourcesLinks: { ...bootstrap.profile.resourcesLinks, PHOTO_URL: { url: PHOTO_URL } },
              },
            }
          : bootstrap,
      );
    },
  });
}
