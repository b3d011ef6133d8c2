import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { DiscountKind } from '../lib/draft';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.editor;

type Props = {
  label: string;
  currency: string;
  kind: DiscountKind;
  value: string;
  error?: string;
  onChange: (part: { kind?: DiscountKind; value?: string }) => void;
};

/** A discount as an amount in the currency or a percentage: the kind beside the number. */
export function DiscountInput({ label, currency, kind, value, error, onChange }: Props) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={label}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        value={value}
        error={error}
        onChange={(e) => onChange({ value: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <NativeSelect
        label={texts.discountKind}
        data={[
          { value: 'amount', label: currency },
          { value: 'percent', label: '%' },
        ]}
        value={kind}
        onChange={(e) => onChange({ kind: e.currentTarget.value as DiscountKind })}
        w={90}
      />
    </Group>
  );
}
