import { todayIn } from '@focal/contracts/zoned-time';
import type { Payment } from '@focal/contracts/invoices/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatMoney } from '../../../shared/format/format-money';
import { isApiError } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { invoiceKeys } from '../api/query-keys';
import { useRefundPayment } from '../api/refund-payment';
import { useDialogDraft } from '../hooks/use-dialog-draft';
import { newRefundDraft, readRefund, refundField } from '../lib/refund-draft';
import { invoicesMessages } from '../messages';
import { GuardedFormModal } from './guarded-form-modal';
import { RefundFields } from './refund-fields';

const texts = invoicesMessages.refund;

/**
 * "Refund a payment": money given back to the client another way, recorded against the payment.
 * Mounted when it opens: each opening makes one request id, sent again by every try, so a double
 * click or a retry after a lost answer refunds once.
 */
export function RefundModal({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const queries = useQueryClient();
  const { id: companyId, timeZone } = useBootstrap().authorizedCompany;
  // The company's today, as the server checks the day against (not the browser's calendar).
  const [today] = useState(() => todayIn(timeZone));
  const form = useDialogDraft(() => newRefundDraft(payment, today), refundField);
  const [requestId] = useState(() => crypto.randomUUID());
  const refund = useRefundPayment(payment);

  const submit = () => {
    const read = readRefund(form.draft, payment, requestId, today);
    form.setErrors(read.errors);
    const { request } = read;
    if (!request) return;
    refund.mutate(request, {
      onSuccess: () => {
        notifySuccess(texts.recorded(formatMoney(request.amountMinor, payment.currency)));
        onClose();
      },
      onError: (error) => {
        // The payment is gone or was refunded meanwhile: show the payments as the server has them.
        if (isApiError(error) && (error.status === 404 || error.status === 409))
          void queries.invalidateQueries({ queryKey: invoiceKeys.payments(companyId, payment.invoiceId) });
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
      save={texts.save}
      leaveText={texts.leaveText}
      onSubmit={submit}
      onClose={onClose}
    >
      <RefundFields
        payment={payment}
        draft={form.draft}
        errors={form.errors}
        today={today}
        onChange={form.change}
      />
    </GuardedFormModal>
  );
}
