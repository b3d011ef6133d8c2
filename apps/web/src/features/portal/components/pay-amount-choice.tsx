import { Group, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney, minorDigits } from '../../../shared/format/format-money';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import type { PublicInvoice } from '../../documents';
import { type AmountChoice, nextPayment } from '../lib/pay-amount';
import { portalMessages } from '../messages';

const texts = portalMessages.pay;

type Props = {
  invoice: PublicInvoice;
  choice: AmountChoice;
  onChoiceChange: (choice: AmountChoice) => void;
  /** The other amount, as the money input holds it (null while empty). */
  typed: number | null;
  onTypedChange: (typed: number | null) => void;
  /** Why the amount cannot be paid (over the balance, none typed, the server's refusal). */
  error: string | null;
  disabled: boolean;
};

function ChoiceCard({ value, label, disabled }: { value: AmountChoice; label: string; disabled: boolean }) {
  return (
    <Radio.Card value={value} radius="md" p="sm" disabled={disabled} aria-label={label}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <Text fw={500}>{label}</Text>
      </Group>
    </Radio.Card>
  );
}

/** What to pay, as cards: the next instalment still owing, the whole balance, or another amount. */
export function PayAmountChoice(props: Props) {
  const { invoice, choice, onChoiceChange, typed, onTypedChange, error, disabled } = props;
  const { currency, balanceMinor } = invoice;
  const money = (minor: number) => formatMoney(minor, currency);
  const next = nextPayment(invoice);
  const other = choice === 'other';
  return (
    <Radio.Group
      label={texts.amount}
      value={choice}
      onChange={(value) => onChoiceChange(value as AmountChoice)}
      error={other ? undefined : error}
    >
      <Stack gap="xs" mt="xs">
        {next && (
          <ChoiceCard
            value="next"
            label={texts.next(money(next.amountMinor), next.dueOn && formatCalendarDay(next.dueOn))}
            disabled={disabled}
          />
        )}
        <ChoiceCard value="full" label={texts.full(money(balanceMinor))} disabled={disabled} />
        <ChoiceCard value="other" label={texts.other} disabled={disabled} />
        {other && (
          <NumericInput
            label={texts.otherAmount(currency)}
            decimals={minorDigits(currency)}
            autoComplete="off"
            readOnly={disabled}
            value={typed}
            onChange={onTypedChange}
            error={error}
          />
        )}
      </Stack>
    </Radio.Group>
  );
}
