import { Textarea } from '@mantine/core';
import { ItemFieldset } from './item-fieldset';
import type { PackageDraft } from '../lib/draft';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { quotesMessages } from '../messages';
import { TaxPicker, type TaxRateOption } from '../../../shared/documents/tax-picker';

const texts = quotesMessages.editor;

type Props = {
  pkg: PackageDraft;
  index: number;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (part: Partial<PackageDraft>) => void;
  onRemove: () => void;
};

/** A package the client may pick: sold at its own price; its items are what it contains, as text. */
export function PackageEditor({ pkg, index, currency, rates, errors, onChange, onRemove }: Props) {
  const at = `packages.${index}`;
  const n = index + 1;
  return (
    <ItemFieldset
      title={texts.packageN(n)}
      removeLabel={texts.removePackage(n)}
      onRemove={onRemove}
      at={at}
      priceField="priceMinor"
      priceLabel={texts.price(currency)}
      item={pkg}
      errors={errors}
      onChange={onChange}
    >
      <Textarea
        label={texts.items}
        description={texts.itemsHint}
        rows={2}
        value={pkg.items}
        error={errorAt(errors, `${at}.items`)}
        onChange={(e) => onChange({ items: e.currentTarget.value })}
      />
      <TaxPicker
        rates={rates}
        value={pkg.taxes}
        error={errorAt(errors, `${at}.taxes`)}
        onChange={(taxes) => onChange({ taxes })}
      />
    </ItemFieldset>
  );
}
