import { PortalRoutes } from '@focal/contracts/portal/routes';
import type { PortalCardPayment, PortalInvoice, PortalPayRequest } from '@focal/contracts/portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../../shared/format/format-money';
import { apiFetch } from '../../../shared/http/client';
import { showToast } from '../../../shared/toasts/toasts';
import { portalKey, portalRequest, type PortalScope } from '../lib/scope';
import { portalMessages } from '../messages';
import { portalQueries } from './portal-queries';

/**
 * A payment that went through: the thanks, the page's invoice as the answer has it (its balance and
 * state at once), its payments and the home's list refetched. One waiting for the bank changes
 * nothing yet.
 */
function usePaymentAnswer<T>(scope: PortalScope, invoiceId: string, send: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(body) as Promise<PortalCardPayment>,
    onSuccess: (payment) => {
      if (payment.status !== 'succeeded') return;
      const amount = formatMoney(payment.amountMinor, payment.currency);
      showToast({ tone: 'success', message: portalMessages.pay.paid(amount) });
      // The answer's invoice is the document alone: the page's card options stay.
      queryClient.setQueryData(
        portalQueries.invoice(scope, invoiceId).queryKey,
        (page): PortalInvoice | undefined => page && { ...payment.invoice, cardOptions: page.cardOptions },
      );
      void queryClient.invalidateQueries({ queryKey: portalQueries.payments(scope, invoiceId).queryKey });
      void queryClient.invalidateQueries({ queryKey: portalKey(scope, 'home') });
    },
  });
}

/** The client's card payment of part or all of the balance; the same request id charges once. */
export const usePayInvoice = (scope: PortalScope, invoiceId: string) =>
  usePaymentAnswer(scope, invoiceId, (body: PortalPayRequest) =>
    apiFetch(PortalRoutes.payPortalInvoice, {
      params: { companyId: scope.companyId, id: invoiceId },
      ...portalRequest(scope),
      body,
    }),
  );

/** Completes a payment the client's bank asked them to confirm (3-D Secure). */
export const useConfirmCardPayment = (scope: PortalScope, invoiceId: string) =>
  usePaymentAnswer(scope, invoiceId, (paymentId: string) =>
    apiFetch(PortalRoutes.confirmPortalCardPayment, {
      params: { companyId: scope.companyId, id: paymentId },
      ...portalRequest(scope),
    }),
  );
