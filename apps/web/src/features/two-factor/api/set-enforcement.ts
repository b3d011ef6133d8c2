import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TwoFactorSetupMetadata } from '@focal/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { twoFactorStatusKey } from './get-setup-metadata';

/**
 * PUT setTwoFactorEnforcement: the owner requires two-factor of the current company's team, or stops.
 * The answer is the new enforcement, put into the status in place (a refetch while two-factor is off
 * would only make a new secret).
 */
export function useSetTwoFactorEnforcement(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enforce2FA: boolean) =>
      apiFetch(ApiRoutes.setTwoFactorEnforcement, { body: { enforce2FA } }),
    onSuccess: (enforcement) =>
      queryClient.setQueryData<TwoFactorSetupMetadata>(twoFactorStatusKey(companyId), (status) =>
        status ? { ...status, enforcement } : status,
      ),
  });
}
