import { ErrorCode } from '@focal/contracts/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { showToast } from '../../../shared/toasts/toasts';
import { showCodedToast } from '../../../shared/toasts/toast-codes';
import { useCancelCheckout } from '../api/checkout';
import { useConfirmCardPayment } from '../api/pay-invoice';
import { portalQueries } from '../api/portal-queries';
import { checkoutMessages as texts } from '../checkout-messages';
import type { PortalScope } from './scope';

/** How often, and how many times, a payment Stripe has not yet confirmed is asked about again. */
const POLL_MS = 3000;
const POLLS = 20;

export type CheckoutReturn = 'confirming' | 'late' | null;

/**
 * Back on the invoice from Stripe's page (`?checkout={payment}`): the payment as Stripe has it,
 * asked again every few seconds while Stripe is still confirming it (a paid one thanks the client
 * and updates the balance, as a card paid here does; a failed one is toast e_8). Left without
 * paying (`&cancelled=1`): the page is closed at Stripe, freeing what it held of the balance.
 */
export function useCheckoutReturn(scope: PortalScope, invoiceId: string): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const arrival = useRef({ paymentId: params.get('checkout'), cancelled: params.get('cancelled') === '1' });
  const queryClient = useQueryClient();
  const confirm = useConfirmCardPayment(scope, invoiceId);
  const cancel = useCancelCheckout(scope);
  const [state, setState] = useState<CheckoutReturn>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const { paymentId, cancelled } = arrival.current;
    if (!paymentId || scope.preview) return;
    arrival.current = { paymentId: null, cancelled: false };
    setParams(
      (now) => {
        now.delete('checkout');
        now.delete('cancelled');
        return now;
      },
      { replace: true },
    );
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: portalQueries.invoice(scope, invoiceId).queryKey });
    if (cancelled) {
      cancel.mutate(paymentId, {
        onSuccess: () => {
          showToast({ tone: 'info', message: texts.cancelled });
          refetch();
        },
        onError: (error) => handleApiError(error),
      });
      return;
    }
    const ask = (left: number) =>
      confirm.mutate(paymentId, {
        onSuccess: (payment) => {
          if (payment.status === 'succeeded') return setState(null);
          if (left === 0) return setState('late');
          setState('confirming');
          timer.current = setTimeout(() => ask(left - 1), POLL_MS);
        },
        onError: (error) => {
          setState(null);
          refetch();
          if (isApiError(error) && error.code === ErrorCode.CardDeclined)
            showCodedToast({ code: 'e_8', context: 'stripe' });
          else handleApiError(error);
        },
      });
    ask(POLLS);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the arrival from Stripe
  }, []);
  return state;
}
