import { PortalRoutes } from '@focal/contracts/portal/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import type { PortalInvoice } from '@focal/contracts/portal/api';
import type { PublicQuote } from '../../documents';
import { portalKey, portalRequest, type PortalScope } from '../lib/scope';

/** What the portal's pages load; a 401 (no session) is an answer, not retried (app/query). */
export const portalQueries = {
  /** The studio's name, logo and colour, before signing in. */
  brand: (companyId: string) =>
    queryOptions({
      queryKey: ['portal', companyId, 'brand'],
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.getPortalBrand, { params: { companyId }, auth: false, signal }),
      staleTime: Infinity,
    }),
  session: (scope: PortalScope) =>
    queryOptions({
      queryKey: portalKey(scope),
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.getPortalSession, {
          params: { companyId: scope.companyId },
          ...portalRequest(scope),
          signal,
        }),
    }),
  home: (scope: PortalScope) =>
    queryOptions({
      queryKey: portalKey(scope, 'home'),
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.getPortalHome, {
          params: { companyId: scope.companyId },
          ...portalRequest(scope),
          signal,
        }),
    }),
  quote: (scope: PortalScope, id: string) =>
    queryOptions({
      queryKey: portalKey(scope, 'quote', id),
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.getPortalQuote, {
          params: { companyId: scope.companyId, id },
          ...portalRequest(scope),
          signal,
        }) as Promise<PublicQuote>,
    }),
  invoice: (scope: PortalScope, id: string) =>
    queryOptions({
      queryKey: portalKey(scope, 'invoice', id),
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.getPortalInvoice, {
          params: { companyId: scope.companyId, id },
          ...portalRequest(scope),
          signal,
        }) as Promise<PortalInvoice>,
    }),
  /** The invoice's payments, oldest first (under the invoice's key: refetched with it). */
  payments: (scope: PortalScope, id: string) =>
    queryOptions({
      queryKey: portalKey(scope, 'invoice', id, 'payments'),
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.listPortalInvoicePayments, {
          params: { companyId: scope.companyId, id },
          ...portalRequest(scope),
          signal,
        }),
    }),
};
