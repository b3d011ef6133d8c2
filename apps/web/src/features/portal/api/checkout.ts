import { PortalRoutes } from '@focal/contracts/portal/routes';
import type { PortalCheckoutRequest } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { portalRequest, type PortalScope } from '../lib/scope';

/** Opens Stripe's page for part or all of the balance (the same request id opens the same page). */
export const useStartCheckout = (scope: PortalScope, invoiceId: string) =>
  useMutation({
    mutationFn: (body: PortalCheckoutRequest) =>
      apiFetch(PortalRoutes.startPortalCheckout, {
        params: { companyId: scope.companyId, id: invoiceId },
        ...portalRequest(scope),
        body,
      }),
  });

/** The client came back without paying: Stripe's page is closed and its hold on the balance freed. */
export const useCancelCheckout = (scope: PortalScope) =>
  useMutation({
    mutationFn: (paymentId: string) =>
      apiFetch(PortalRoutes.cancelPortalCheckout, {
        params: { companyId: scope.companyId, id: paymentId },
        ...portalRequest(scope),
      }),
  });
