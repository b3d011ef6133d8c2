import type { Invoice } from '@focal/contracts/invoices/api';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { moneyText } from '../../../shared/documents/amounts';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatMoney } from '../../../shared/format/format-money';
import { isApiError } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useApplyCredit } from '../api/client-credit';
import { invoiceKeys } from '../api/query-keys';
import { useDialogDraft } from '../hooks/use-dialog-draft';
import {
  applyCreditField,
  mostApplicable,
  newApplyCreditDraft,
  readApplyCredit,
} from '../lib/apply-credit-draft';
import { typedAmount } from '../lib/payment-draft';
import { invoicesMessages } from '../messages';
import { AmountField } from './amount-field';
import { GuardedFormModal } from './guarded-form-modal';

const texts = invoicesMessages.applyCredit;

type Props = {
  invoice: Pick<Invoice, 'id' | 'currency' | 'balanceMinor'>;
  /** The client's credit in the invoice's currency, as last read. */
  creditMinor: number;
  onClose: () => void;
};

/**
 * "Apply the client's credit" to an invoice with a balance: the amount starts at all the credit the
 * balance can take. Mounted when it opens: each opening makes one request id, sent again by every
 * try, so a double click or a retry after a lost answer applies the credit once.
 */
export function ApplyCreditModal({ invoice, creditMinor, onClose }: Props) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  const limits = { currency: invoice.currency, balanceMinor: invoice.balanceMinor, creditMinor };
  const form = useDialogDraft(() => newApplyCreditDraft(limits), applyCreditField);
  const [requestId] = useState(() => crypto.randomUUID());
  const apply = useApplyCredit(invoice.id);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const most = mostApplicable(limits);
  const amountMinor = typedAmount(form.draft, invoice.currency);
  const fits = amountMinor !== null && amountMinor >= 1 && amountMinor <= most;

  const submit = () => {
    const read = readApplyCredit(form.draft, limits, requestId);
    form.setErrors(read.errors);
    const { request } = read;
    if (!request) return;
    apply.mutate(request, {
      onSuccess: () => {
        notifySuccess(texts.applied(money(request.amountMinor)));
        onClose();
      },
      onError: (error) => {
        // The credit or the balance moved meanwhile: show them as the server has them now.
        if (isApiError(error) && [400, 409].includes(error.status)) {
          void queries.invalidateQueries({ queryKey: invoiceKeys.invoice(companyId, invoice.id) });
          void queries.invalidateQueries({ queryKey: invoiceKeys.clientCredit(companyId, invoice.id) });
        }
        handleApiError(error, { setFieldError: form.placeError });
      },
    });
  };

  return (
    <GuardedFormModal
      stackId="apply-credit"
      title={texts.title}
      dirty={form.dirty}
      pending={apply.isPending}
      save={texts.save}
      leaveText={texts.leaveText}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack>
        <Text size="sm">{texts.text(money(creditMinor))}</Text>
        <AmountField
          label={texts.amount(invoice.currency)}
          description={texts.limit(money(invoice.balanceMinor))}
          value={form.draft.amount}
          error={form.errors.amount}
          choices={[{ label: texts.most(money(most)), value: moneyText(most, invoice.currency) }]}
          notice={fits ? texts.balanceAfter(money(invoice.balanceMinor - amountMinor)) : null}
          onChange={(amount) => form.change({ amount })}
        />
      </Stack>
    </GuardedFormModal>
  );
}
