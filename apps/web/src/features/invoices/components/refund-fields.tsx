import { PAYMENT_LIMITS } from '@focal/contracts/invoices/payments';
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { moneyText } from '../../../shared/documents/amounts';
import { formatMoney } from '../../../shared/format/format-money';
import type { InvoicePayment } from '../api/get-invoice-payments';
import { formatDay } from '../lib/format';
import { typedAmount } from '../lib/payment-draft';
import {
  leftToRefund,
  type RefundDraft,
  refundDays,
  type RefundErrors,
  refundSplit,
} from '../lib/refund-draft';
import { invoicesMessages } from '../messages';
import { AmountField } from './amount-field';

const texts = invoicesMessages.refund;

type Props = {
  payment: InvoicePayment;
  draft: RefundDraft;
  errors: RefundErrors;
  /** Today in the browser: the last day the date input offers. */
  today: string;
  onChange: (change: Partial<RefundDraft>) => void;
};

/** The refund's inputs: the amount (at most what is left), the day it went back and why. */
export function RefundFields({ payment, draft, errors, today, onChange }: Props) {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const left = leftToRefund(payment);
  const days = refundDays(payment, today);
  const amountMinor = typedAmount(draft, payment.currency);
  // Said before saving: what comes out of the client's credit, what the invoice's balance gets back.
  const split =
    amountMinor !== null && amountMinor >= 1 && amountMinor <= left
      ? refundSplit(payment, amountMinor)
      : null;
  const notice =
    split &&
    texts.split(
      split.fromCreditMinor > 0 ? money(split.fromCreditMinor) : null,
      split.fromPaidMinor > 0 ? money(split.fromPaidMinor) : null,
    );
  return (
    <Stack>
      {payment.method === 'online-card' ? (
        <Text size="sm">
          {texts.cardText(money(payment.amountMinor), formatDay(payment.receivedOn))}{' '}
          <Text span fw={600} inherit>
            {texts.cardNote}
          </Text>
        </Text>
      ) : (
        <Text size="sm">{texts.text(money(payment.amountMinor), formatDay(payment.receivedOn))}</Text>
      )}
      <AmountField
        label={texts.amount(payment.currency)}
        description={texts.left(money(left))}
        value={draft.amount}
        error={errors.amount}
        choices={[{ label: texts.fullAmount(money(left)), value: moneyText(left, payment.currency) }]}
        notice={notice}
        onChange={(amount) => onChange({ amount })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={texts.refundedOn}
          withAsterisk
          min={days.from}
          max={days.to}
          value={draft.refundedOn}
          error={errors.refundedOn}
          onChange={(e) => onChange({ refundedOn: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={texts.reason}
        description={texts.reasonHint}
        withAsterisk
        rows={2}
        maxLength={PAYMENT_LIMITS.reason}
        value={draft.reason}
        error={errors.reason}
        onChange={(e) => onChange({ reason: e.currentTarget.value })}
      />
    </Stack>
  );
}
