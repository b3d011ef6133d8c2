import { todayIn } from '@focal/contracts/zoned-time';
import { Alert, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatMoney } from '../../../shared/format/format-money';
import { isApiError } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import type { InvoicePayment } from '../api/get-invoice-payments';
import { invoiceKeys } from '../api/query-keys';
import { useRefundPayment } from '../api/refund-payment';
import { useDialogDraft } from '../hooks/use-dialog-draft';
import { newRefundDraft, readRefund, refundField } from '../lib/refund-draft';
import { invoicesMessages } from '../messages';
import { GuardedFormModal } from './guarded-form-modal';
import { RefundFields } from './refund-fields';

const texts = invoicesMessages.refund;

/** What the server says of a card refund it could not make: refused, or pending with the provider. */
const refundStatusOf = (error: unknown) =>
  isApiError(error) ? (error.body.data?.refundStatus as 'failed' | 'pending' | undefined) : undefined;

/**
 * "Refund a payment": money given back to the client another way, recorded against the payment;
 * a card the client paid with in the portal is refunded through the card provider. Mounted when it
 * opens: each opening makes one request id, sent again by every try, so a double click or a retry
 * after a lost answer refunds once; a refusal spends it, and the next try is a new refund.
 */
export function RefundModal({ payment, onClose }: { payment: InvoicePayment; onClose: () => void }) {
  const queries = useQueryClient();
  const { id: companyId, timeZone } = useBootstrap().authorizedCompany;
  // The company's today, as the server checks the day against (not the browser's calendar).
  const [today] = useState(() => todayIn(timeZone));
  const form = useDialogDraft(() => newRefundDraft(payment, today), refundField);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const refund = useRefundPayment(payment);
  const byCard = payment.method === 'online-card';

  const submit = () => {
    const read = readRefund(form.draft, payment, requestId, today);
    form.setErrors(read.errors);
    const { request } = read;
    if (!request) return;
    setRefusal(null);
    refund.mutate(request, {
      onSuccess: () => {
        const amount = formatMoney(request.amountMinor, payment.currency);
        notifySuccess(byCard ? texts.cardRefunded(amount) : texts.recorded(amount));
        onClose();
      },
      onError: (error) => {
        // The payment is gone or was refunded meanwhile: show the payments as the server has them.
        if (isApiError(error) && (error.status === 404 || error.status === 409))
          void queries.invalidateQueries({ queryKey: invoiceKeys.payments(companyId, payment.invoiceId) });
        if (refundStatusOf(error) === 'failed') {
          setRefusal((error as Error).message);
          setRequestId(crypto.randomUUID());
          return;
        }
        handleApiError(error, { setFieldError: form.placeError });
      },
    });
  };

  return (
    <GuardedFormModal
      stackId="refund"
      title={texts.title}
      dirty={form.dirty}
      pending={refund.isPending}
      save={byCard ? texts.cardSave : texts.save}
      leaveText={texts.leaveText}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack>
        {refusal && (
          <Alert color="red" title={texts.refusedTitle} role="alert">
            {refusal}
          </Alert>
        )}
        <RefundFields
          payment={payment}
          draft={form.draft}
          errors={form.errors}
          today={today}
          onChange={form.change}
        />
      </Stack>
    </GuardedFormModal>
  );
}
