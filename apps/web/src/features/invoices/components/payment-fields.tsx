import type { Invoice } from '@focal/contracts/invoices/api';
import { PAYMENT_LIMITS, PAYMENT_METHODS } from '@focal/contracts/invoices/payments';
import {
  Alert,
  Box,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { moneyText } from '../../../shared/documents/amounts';
import { formatMoney } from '../../../shared/format/format-money';
import {
  nextInstalmentMinor,
  type PaymentDraft,
  type PaymentErrors,
  paymentAmount,
} from '../lib/payment-draft';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.payment;
const methods = PAYMENT_METHODS.map((value) => ({ value, label: texts.methods[value] }));

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
  const amountMinor = paymentAmount(draft, currency);
  // Said before saving: what passes the balance is not lost but kept as the client's credit.
  const extraMinor = amountMinor === null ? 0 : amountMinor - balanceMinor;
  const fill = (minor: number) => onChange({ amount: moneyText(minor, currency) });
  return (
    <Stack>
      <Text size="sm">{texts.text}</Text>
      <TextInput
        label={texts.amount(currency)}
        description={texts.balance(money(balanceMinor))}
        withAsterisk
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        data-autofocus
        value={draft.amount}
        error={errors.amount}
        onChange={(e) => onChange({ amount: e.currentTarget.value })}
      />
      <Group gap="xs" role="group" aria-label={texts.quick}>
        {next !== null && next !== balanceMinor && (
          <Button variant="light" size="compact-sm" onClick={() => fill(next)}>
            {texts.nextInstalment(money(next))}
          </Button>
        )}
        <Button variant="light" size="compact-sm" onClick={() => fill(balanceMinor)}>
          {texts.fullBalance(money(balanceMinor))}
        </Button>
      </Group>
      <Box aria-live="polite">
        {extraMinor > 0 && (
          <Alert color="blue" role="status">
            {texts.overBalance(money(extraMinor))}
          </Alert>
        )}
      </Box>
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
