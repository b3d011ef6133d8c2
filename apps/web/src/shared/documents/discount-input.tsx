import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { DiscountKind } from './line-draft';
import { documentEditorMessages } from './messages';

const texts = documentEditorMessages;

type Props = {
  label: string;
  currency: string;
  kind: DiscountKind;
  value: string;
  error?: string;
  /** A pick-and-choose quote takes a percentage only. */
  percentOnly?: boolean;
  onChange: (part: { kind?: DiscountKind; value?: string }) => void;
};

/** A discount as an amount in the currency or a percentage: the kind beside the number. */
export function DiscountInput({ label, currency, kind, value, error, percentOnly, onChange }: Props) {
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
      {!percentOnly && (
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
      )}
    </Group>
  );
}
