import { Group, Radio, Text } from '@mantine/core';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { formatMoney, minorDigits } from '../../../shared/format/format-money';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { TIP_PERCENTS, type TipChoice, tipOf } from '../lib/tip';
import { portalMessages } from '../messages';

const texts = portalMessages.pay;

type Props = {
  currency: string;
  /** The amount chosen, which the shares are of (null while none is). */
  amountMinor: number | null;
  choice: TipChoice;
  onChoiceChange: (choice: TipChoice) => void;
  typed: number | null;
  onTypedChange: (typed: number | null) => void;
  error: string | null;
  disabled: boolean;
};

function TipCard({ value, label, disabled }: { value: TipChoice; label: string; disabled: boolean }) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      p="xs"
      disabled={disabled}
      aria-label={label}
      style={{ flex: '1 1 40%' }}
    >
      <Group wrap="nowrap" gap="xs">
        <Radio.Indicator size="sm" />
        <Text size="sm" fw={500}>
          {label}
        </Text>
      </Group>
    </Radio.Card>
  );
}

/** The client's tip, when the studio lets clients tip: none, a share of the amount, or their own. */
export function PayTipChoice(props: Props) {
  const { currency, amountMinor, choice, onChoiceChange, typed, onTypedChange, error, disabled } = props;
  const share = (percent: number) =>
    amountMinor === null
      ? null
      : formatMoney(tipOf(`${percent}` as TipChoice, amountMinor, null, currency).tipMinor, currency);
  return (
    <Radio.Group label={texts.tip} value={choice} onChange={(value) => onChoiceChange(value as TipChoice)}>
      {/* Two to a row on a phone, all in one on a wider screen. */}
      <Group gap="xs" mt="xs" grow={false} wrap="wrap">
        <TipCard value="none" label={texts.noTip} disabled={disabled} />
        {TIP_PERCENTS.map((percent) => (
          <TipCard
            key={percent}
            value={`${percent}`}
            label={texts.tipShare(percent, share(percent))}
            disabled={disabled}
          />
        ))}
        <TipCard value="custom" label={texts.customTip} disabled={disabled} />
      </Group>
      {choice === 'custom' && (
        <NumericInput
          mt="xs"
          label={texts.tipAmount(currency)}
          decimals={minorDigits(currency)}
          autoComplete="off"
          readOnly={disabled}
          value={typed}
          onChange={onTypedChange}
          error={error}
        />
      )}
    </Radio.Group>
  );
}
