import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { taxKey, type TaxInput } from '@focal/contracts/money/line';
import { MultiSelect } from '@mantine/core';
import { rateText } from './amounts';
import { documentEditorMessages as texts } from './messages';

/** One of the company's tax rates, as the editors offer them. */
export type TaxRateOption = { id: string; name: string; rateMillionths: number };

type Props = {
  label?: string;
  rates: readonly TaxRateOption[];
  value: TaxInput[];
  error?: string;
  onChange: (taxes: TaxInput[]) => void;
};

const snapshot = (rate: TaxRateOption): TaxInput => ({
  name: rate.name,
  rateMillionths: rate.rateMillionths,
  compound: false,
});

/**
 * The company's rates to pick from; a picked one is copied into the line (name and rate), so the
 * quote or invoice keeps its figures whatever the rates become. A copy whose rate is gone stays offered.
 */
export function TaxPicker({ label = texts.taxes, rates, value, error, onChange }: Props) {
  const taxes = new Map<string, TaxInput>();
  for (const rate of rates) taxes.set(taxKey(snapshot(rate)), snapshot(rate));
  for (const tax of value) if (!taxes.has(taxKey(tax))) taxes.set(taxKey(tax), tax);
  const data = [...taxes].map(([key, tax]) => ({
    value: key,
    label: `${tax.name} (${rateText(tax.rateMillionths)})`,
  }));
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value.map(taxKey)}
      onChange={(keys) => onChange(keys.flatMap((key) => taxes.get(key) ?? []))}
      description={data.length === 0 ? texts.noTaxRates : undefined}
      disabled={data.length === 0}
      error={error}
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}
