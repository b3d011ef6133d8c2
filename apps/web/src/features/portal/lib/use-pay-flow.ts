import { ErrorCode } from '@focal/contracts/error-codes';
import type { Card } from '@focal/contracts/subscription-payments';
import type { PortalCardPayment } from '@focal/contracts/portal/api';
import type { CardCharge } from '@focal/contracts/payment-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { handleApiError, type HandleOptions } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { showCodedToast } from '../../../shared/toasts/toast-codes';
import { portalQueries } from '../api/portal-queries';
import { useStartCheckout } from '../api/checkout';
import { useConfirmCardPayment, usePayInvoice } from '../api/pay-invoice';
import { leaveAppFor } from '../../../shared/leave-app';
import { portalMessages } from '../messages';
import type { PortalScope } from './scope';

/** Said above the card: a decline (the server's words) or a bank step left unconfirmed. */
export type PayNotice = { color: 'red' | 'blue' | 'yellow'; title?: string; message: string };

/**
 * Whether an answer settles the attempt. A lost answer or a server failure (5xx) may have charged
 * the card, so its retry sends the same request id and gets the first answer; any answer about the
 * request itself (paid, the bank's step, declined, refused) spends the id.
 */
const isDefinitive = (error: unknown) => !isApiError(error) || (error.status >= 400 && error.status < 500);

type Options = {
  scope: PortalScope;
  invoiceId: string;
  /** Paid: the dialog closes (the thanks and the invoice's new balance are the mutation's). */
  onPaid: () => void;
  /** The invoice can no longer be paid (paid or voided meanwhile): the dialog closes. */
  onGone: () => void;
  setFieldError: NonNullable<HandleOptions['setFieldError']>;
};

/**
 * One payment dialog's attempts: a request id made when it opens, kept for a retry of the same
 * attempt and renewed once the server has answered it; one request at a time; the bank's step when
 * the card asks for it (3-D Secure), then its confirmation.
 */
export function usePayFlow({ scope, invoiceId, onPaid, onGone, setFieldError }: Options) {
  const queryClient = useQueryClient();
  const pay = usePayInvoice(scope, invoiceId);
  const confirm = useConfirmCardPayment(scope, invoiceId);
  const checkout = useStartCheckout(scope, invoiceId);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [waiting, setWaiting] = useState<PortalCardPayment | null>(null);
  const [notice, setNotice] = useState<PayNotice | null>(null);
  // Set in the same tick as the click, before the mutation's pending state has rendered.
  const inFlight = useRef(false);

  const answered = (payment: PortalCardPayment) => {
    if (payment.status === 'succeeded') return onPaid();
    showCodedToast({ code: 'i_0', context: 'stripe' });
    setWaiting(payment);
  };
  const failed = (error: unknown) => {
    // Until the server has answered, a bank's step stays for another try of its confirmation.
    if (isDefinitive(error)) {
      setRequestId(crypto.randomUUID());
      setWaiting(null);
    }
    if (isApiError(error) && error.code === ErrorCode.CardDeclined) {
      showCodedToast({ code: 'e_8', context: 'stripe' });
      setNotice({ color: 'red', title: error.body.errorTitle, message: error.body.errorMessage });
      return;
    }
    // The studio changed its surcharge or tips since the dialog opened: the new total shows once the
    // invoice's card options are refetched, and the client pays again, knowingly.
    if (isApiError(error) && error.code === ErrorCode.StaleVersion) {
      void queryClient.invalidateQueries({ queryKey: portalQueries.invoice(scope, invoiceId).queryKey });
      setNotice({ color: 'yellow', title: error.body.errorTitle, message: error.body.errorMessage });
      return;
    }
    handleApiError(error, { setFieldError });
    if (isApiError(error) && error.code === ErrorCode.Conflict) {
      void queryClient.invalidateQueries({ queryKey: portalQueries.invoice(scope, invoiceId).queryKey });
      onGone();
    }
  };
  const attempt = async (send: () => Promise<PortalCardPayment>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setNotice(null);
    try {
      const payment = await send();
      setRequestId(crypto.randomUUID());
      answered(payment);
    } catch (error) {
      failed(error);
    } finally {
      inFlight.current = false;
    }
  };

  return {
    waiting,
    notice,
    // On its way to Stripe's page, the dialog stays busy until the browser has left.
    busy: pay.isPending || confirm.isPending || checkout.isPending || checkout.isSuccess,
    pay: ({ amountMinor, tipMinor, surchargeMinor }: CardCharge, card: Card) =>
      attempt(() => pay.mutateAsync({ requestId, amountMinor, tipMinor, surchargeMinor, card })),
    /** On Stripe's page instead (Stripe Checkout): the card is typed there, never here. */
    checkout: async ({ amountMinor, tipMinor, surchargeMinor }: CardCharge) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setNotice(null);
      try {
        const { url } = await checkout.mutateAsync({ requestId, amountMinor, tipMinor, surchargeMinor });
        leaveAppFor(url);
      } catch (error) {
        failed(error);
      } finally {
        inFlight.current = false;
      }
    },
    /** The bank's step answered yes; a lost answer may be confirmed again (it completes once). */
    confirm: (payment: PortalCardPayment) => attempt(() => confirm.mutateAsync(payment.id)),
    cancelBank: () => {
      setWaiting(null);
      setNotice({ color: 'blue', message: portalMessages.pay.notConfirmed });
    },
  };
}
