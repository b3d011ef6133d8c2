import { SimpleGrid, TextInput } from '@mantine/core';
import { ItemFieldset } from './item-fieldset';
import type { AddOnDraft } from '../lib/draft';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { quotesMessages } from '../messages';
import { TaxPicker, type TaxRateOption } from '../../../shared/documents/tax-picker';

const texts = quotesMessages.editor;

type Props = {
  addOn: AddOnDraft;
  index: number;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (part: Partial<AddOnDraft>) => void;
  onRemove: () => void;
};

/** An add-on: a unit price and the quantities the client may choose, whole units. */
export function AddOnEditor({ addOn, index, currency, rates, errors, onChange, onRemove }: Props) {
  const at = `addOns.${index}`;
  const n = index + 1;
  const whole = (label: string, field: 'min' | 'max' | 'initial', path: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      value={addOn[field]}
      error={errorAt(errors, `${at}.${path}`)}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
    />
  );
  return (
    <ItemFieldset
      title={texts.addOnN(n)}
      removeLabel={texts.removeAddOn(n)}
      onRemove={onRemove}
      at={at}
      priceField="unitPriceMinor"
      priceLabel={texts.unitPrice(currency)}
      item={addOn}
      errors={errors}
      onChange={onChange}
    >
      <SimpleGrid cols={3} spacing="xs">
        {whole(texts.minQuantity, 'min', 'minQuantity')}
        {whole(texts.maxQuantity, 'max', 'maxQuantity')}
        {whole(texts.defaultQuantity, 'initial', 'defaultQuantity')}
      </SimpleGrid>
      <TaxPicker
        rates={rates}
        value={addOn.taxes}
        error={errorAt(errors, `${at}.taxes`)}
        onChange={(taxes) => onChange({ taxes })}
      />
    </ItemFieldset>
  );
}
