import type { Invoice } from '@focal/contracts/invoices/api';
import { Button, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { LeaveQuestion } from '../../../shared/documents/leave-question';
import { sameDraft } from '../../../shared/documents/use-content-draft';
import { useCloseGuard } from '../../../shared/documents/use-close-guard';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatMoney } from '../../../shared/format/format-money';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { invoiceKeys } from '../api/query-keys';
import { useRecordPayment } from '../api/record-payment';
import {
  browserToday,
  newPaymentDraft,
  type PaymentErrors,
  paymentField,
  readPayment,
} from '../lib/payment-draft';
import { invoicesMessages } from '../messages';
import { PaymentFields } from './payment-fields';

const texts = invoicesMessages.payment;

/**
 * "Record a payment" the studio received for an issued invoice. Mounted when it opens: each opening
 * makes one request id, sent again by every try, so a double click or a retry after a lost answer
 * records one payment.
 */
export function PaymentModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  const [today] = useState(() => browserToday());
  const [initial] = useState(() => newPaymentDraft(invoice, today));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [requestId] = useState(() => crypto.randomUUID());
  const record = useRecordPayment(invoice.id);
  const guard = useCloseGuard(!sameDraft(draft, initial) && !record.isPending, onClose);

  const placeError = (field: string, message: string) => {
    const input = paymentField(field);
    if (input) setErrors((current) => ({ ...current, [input]: message }));
    return input !== undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const read = readPayment(draft, invoice.currency, requestId, today);
    setErrors(read.errors);
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
        handleApiError(error, { setFieldError: placeError });
      },
    });
  };

  // One stack: the Escape that asks must not also answer the question it opens.
  return (
    <Modal.Stack>
      <Modal
        stackId="payment"
        opened
        onClose={guard.requestClose}
        title={texts.title}
        centered
        closeOnClickOutside={!record.isPending}
      >
        <form onSubmit={submit} noValidate>
          <PaymentFields
            invoice={invoice}
            draft={draft}
            errors={errors}
            today={today}
            onChange={(change) => {
              setDraft((current) => ({ ...current, ...change }));
              setErrors((current) => {
                const left = { ...current };
                for (const key of Object.keys(change)) delete left[key as keyof PaymentErrors];
                return left;
              });
            }}
          />
          <DialogFooter>
            <Button variant="default" onClick={guard.requestClose} disabled={record.isPending}>
              {sharedMessages.cancel}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {texts.save}
            </Button>
          </DialogFooter>
        </form>
      </Modal>
      <LeaveQuestion stackId="leave" text={texts.leaveText} {...guard.question} />
    </Modal.Stack>
  );
}
