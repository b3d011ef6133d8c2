import { todayIn } from '@focal/contracts/zoned-time';
import type { Invoice } from '@focal/contracts/invoices/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatMoney } from '../../../shared/format/format-money';
import { isApiError } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { invoiceKeys } from '../api/query-keys';
import { useRecordPayment } from '../api/record-payment';
import { useDialogDraft } from '../hooks/use-dialog-draft';
import { newPaymentDraft, paymentField, readPayment } from '../lib/payment-draft';
import { invoicesMessages } from '../messages';
import { GuardedFormModal } from './guarded-form-modal';
import { PaymentFields } from './payment-fields';

const texts = invoicesMessages.payment;

/**
 * "Record a payment" the studio received for an issued invoice. Mounted when it opens: each opening
 * makes one request id, sent again by every try, so a double click or a retry after a lost answer
 * records one payment.
 */
export function PaymentModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const queries = useQueryClient();
  const { id: companyId, timeZone } = useBootstrap().authorizedCompany;
  // The company's today, as the server checks the day against (not the browser's calendar).
  const [today] = useState(() => todayIn(timeZone));
  const form = useDialogDraft(() => newPaymentDraft(invoice, today), paymentField);
  const [requestId] = useState(() => crypto.randomUUID());
  const record = useRecordPayment(invoice.id);

  const submit = () => {
    const read = readPayment(form.draft, invoice.currency, requestId, today);
    form.setErrors(read.errors);
    if (!read.request) return;
    record.mutate(read.request, {
      onSuccess: ({ payment }) => {
        notifySuccess(texts.recorded(formatMoney(payment.amountMinor, payment.currency)));
        onClose();
      },
      onError: (error) => {
        // Refused for the invoice's state (voided or paid elsewhere): show what the server has now.
        if (isApiError(error) && error.status === 409)
          void queries.invalidateQueries({ queryKey: invoiceKeys.invoice(companyId, invoice.id) });
        handleApiError(error, { setFieldError: form.placeError });
      },
    });
  };

  return (
    <GuardedFormModal
      stackId="payment"
      title={texts.title}
      dirty={form.dirty}
      pending={record.isPending}
      save={texts.save}
      leaveText={texts.leaveText}
      onSubmit={submit}
      onClose={onClose}
    >
      <PaymentFields
        invoice={invoice}
        draft={form.draft}
        errors={form.errors}
        today={today}
        onChange={form.change}
      />
    </GuardedFormModal>
  );
}
