import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';

/**
 * Keyed by company: the enforcement it carries (required, canChange) is the current company's.
 * While two-factor is off every answer is a NEW secret that replaces the previous one, so the query
 * never refetches on its own: a refetch behind an open setup would make its code refused.
 */
export const twoFactorStatusKey = (companyId: string) => ['two-factor', 'status', companyId] as const;

const getSetupMetadata = (signal?: AbortSignal) =>
  apiFetch(ApiRoutes.getTwoFactorSetupMetadata, signal ? { signal } : {});

export const twoFactorStatusOptions = (companyId: string) =>
  queryOptions({
    queryKey: twoFactorStatusKey(companyId),
    queryFn: ({ signal }) => getSetupMetadata(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useTwoFactorStatus() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery(twoFactorStatusOptions(companyId));
}
