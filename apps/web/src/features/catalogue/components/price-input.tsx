import { TextInput } from '@mantine/core';
import { priceExample } from '../lib/amounts';
import { catalogueMessages as texts } from '../messages';

type Props = {
  label: string;
  currency: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
};

/**
 * A price typed as text in the currency's own digits ("19.99" in USD, "1999" in JPY): it is read
 * digit by digit into minor units on save (lib/amounts.ts), never through a float.
 */
export function PriceInput({ label, currency, value, error, onChange }: Props) {
  return (
    <TextInput
      label={label}
      description={texts.form.priceHint(priceExample(currency))}
      inputMode="decimal"
      autoComplete="off"
      withAsterisk
      maxLength={20}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
