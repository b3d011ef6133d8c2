import { PortalRoutes } from '@focal/contracts/portal/routes';
import type { QuoteChoice } from '@focal/contracts/quotes/choice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { showToast } from '../../../shared/toasts/toasts';
import type { PublicQuote } from '../../documents';
import { portalKey, portalRequest, type PortalScope } from '../lib/scope';
import { portalMessages } from '../messages';
import { portalQueries } from './portal-queries';

/**
 * The answer is the quote as it now stands: the page shows it at once (its actions give way to the
 * answered quote, so the toast is said here), the home's list follows.
 */
function useAnswer<T>(scope: PortalScope, id: string, done: string, send: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(body) as Promise<PublicQuote>,
    onSuccess: (quote) => {
      showToast({ tone: 'success', message: done });
      queryClient.setQueryData(portalQueries.quote(scope, id).queryKey, quote);
      void queryClient.invalidateQueries({ queryKey: portalKey(scope, 'home') });
    },
  });
}

const call = (scope: PortalScope, id: string) => ({
  params: { companyId: scope.companyId, id },
  ...portalRequest(scope),
});

/** The client's yes to the version they read, with their choice and schedule. */
export const useAcceptQuote = (scope: PortalScope, id: string) =>
  useAnswer(
    scope,
    id,
    portalMessages.quote.accepted,
    (body: { version: number; choice: QuoteChoice | null; schedule: number }) =>
      apiFetch(PortalRoutes.acceptPortalQuote, { ...call(scope, id), body }),
  );

export const useDeclineQuote = (scope: PortalScope, id: string) =>
  useAnswer(scope, id, portalMessages.quote.declined, (body: { version: number; reason: string }) =>
    apiFetch(PortalRoutes.declinePortalQuote, { ...call(scope, id), body }),
  );
