import { PortalRoutes } from '@focal/contracts/portal/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { portalKey, portalRequest, type PortalScope } from '../lib/scope';

/** A mailed link's token, posted (a mail scanner's GET of the page opens nothing). */
export const useOpenLink = (companyId: string) =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch(PortalRoutes.openPortalLink, { params: { companyId }, body: { token }, auth: false }),
  });

/** A fresh link for a used or expired one, mailed to the address the studio holds. */
export const useRenewLink = (companyId: string) =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch(PortalRoutes.renewPortalLink, { params: { companyId }, body: { token }, auth: false }),
  });

/** A link by email to a client's address; the answer is the same for any address. */
export const useRequestLink = (companyId: string) =>
  useMutation({
    mutationFn: (email: string) =>
      apiFetch(PortalRoutes.requestPortalLink, { params: { companyId }, body: { email }, auth: false }),
  });

/** Ends this browser's session; nothing of it stays in the cache. */
export function useSignOut(scope: PortalScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(PortalRoutes.signOutOfPortal, {
        params: { companyId: scope.companyId },
        ...portalRequest(scope),
      }),
    onSuccess: () => queryClient.removeQueries({ queryKey: portalKey(scope) }),
  });
}
