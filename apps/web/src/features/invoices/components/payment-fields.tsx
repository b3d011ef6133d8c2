import type { Invoice } from '@focal/contracts/invoices/api';
import { PAYMENT_LIMITS, RECORDED_PAYMENT_METHODS } from '@focal/contracts/invoices/payments';
import { NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { moneyText } from '../../../shared/documents/amounts';
import { formatMoney } from '../../../shared/format/format-money';
import {
  nextInstalmentMinor,
  type PaymentDraft,
  type PaymentErrors,
  typedAmount,
} from '../lib/payment-draft';
import { invoicesMessages } from '../messages';
import { AmountField } from './amount-field';
import { paymentMethodWords } from '../../../shared/documents/payment-words';

const texts = invoicesMessages.payment;
const methods = RECORDED_PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodWords[value] }));

type Props = {
  invoice: Invoice;
  draft: PaymentDraft;
  errors: PaymentErrors;
  /** The last day the date input offers. */
  today: string;
  onChange: (change: Partial<PaymentDraft>) => void;
};

/** The payment's inputs: the amount (with its quick choices), the day, the method, a reference and a note. */
export function PaymentFields({ invoice, draft, errors, today, onChange }: Props) {
  const { currency, balanceMinor } = invoice;
  const money = (minor: number) => formatMoney(minor, currency);
  const next = nextInstalmentMinor(invoice);
  const amountMinor = typedAmount(draft, currency);
  // Said before saving: what passes the balance is not lost but kept as the client's credit.
  const extraMinor = amountMinor === null ? 0 : amountMinor - balanceMinor;
  const choice = (label: string, minor: number) => ({ label, value: moneyText(minor, currency) });
  return (
    <Stack>
      <Text size="sm">{texts.text}</Text>
      <AmountField
        label={texts.amount(currency)}
        description={texts.balance(money(balanceMinor))}
        value={draft.amount}
        error={errors.amount}
        choices={[
          ...(next !== null && next !== balanceMinor
            ? [choice(texts.nextInstalment(money(next)), next)]
            : []),
          choice(texts.fullBalance(money(balanceMinor)), balanceMinor),
        ]}
        notice={extraMinor > 0 ? texts.overBalance(money(extraMinor)) : null}
        onChange={(amount) => onChange({ amount })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={texts.receivedOn}
          withAsterisk
          max={today}
          value={draft.receivedOn}
          error={errors.receivedOn}
          onChange={(e) => onChange({ receivedOn: e.currentTarget.value })}
        />
        <NativeSelect
          label={texts.method}
          data={methods}
          value={draft.method}
          error={errors.method}
          onChange={(e) => onChange({ method: e.currentTarget.value as PaymentDraft['method'] })}
        />
      </SimpleGrid>
      <TextInput
        label={texts.reference}
        description={texts.referenceHint}
        autoComplete="off"
        maxLength={PAYMENT_LIMITS.reference}
        value={draft.reference}
        error={errors.reference}
        onChange={(e) => onChange({ reference: e.currentTarget.value })}
      />
      <Textarea
        label={texts.note}
        rows={2}
        maxLength={PAYMENT_LIMITS.note}
        value={draft.note}
        error={errors.note}
        onChange={(e) => onChange({ note: e.currentTarget.value })}
      />
    </Stack>
  );
}
