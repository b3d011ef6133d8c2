import { PortalRoutes } from '@focal/contracts/portal/routes';
import type { SignatureInput } from '@focal/contracts/contracts/signing';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { portalKey, portalRequest, type PortalScope } from '../lib/scope';

/** The contracts the client signs, for the home. */
export const contractsQuery = (scope: PortalScope) =>
  queryOptions({
    queryKey: portalKey(scope, 'contracts'),
    queryFn: ({ signal }) =>
      apiFetch(PortalRoutes.listPortalContracts, {
        params: { companyId: scope.companyId },
        ...portalRequest(scope),
        signal,
      }),
  });

/** A contract of the client's: read, signed, or declined. */
export const contractQuery = (scope: PortalScope, id: string) =>
  queryOptions({
    queryKey: portalKey(scope, 'contracts', id),
    queryFn: ({ signal }) =>
      apiFetch(PortalRoutes.getPortalContract, {
        params: { companyId: scope.companyId, id },
        ...portalRequest(scope),
        signal,
      }),
    // The page keeps the signer's drawing; a refetch on focus would only race it.
    refetchOnWindowFocus: false,
  });

export const signContract = (scope: PortalScope, id: string, signature: SignatureInput) =>
  apiFetch(PortalRoutes.signPortalContract, {
    params: { companyId: scope.companyId, id },
    body: { consent: true, signature },
    ...portalRequest(scope),
  });

export const declineContract = (scope: PortalScope, id: string, reason: string) =>
  apiFetch(PortalRoutes.declinePortalContract, {
    params: { companyId: scope.companyId, id },
    body: { reason },
    ...portalRequest(scope),
  });
