import '@mantine/core/styles/Combobox.css';
import type { Package, Product } from '@focal/contracts/catalogue';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { IconPlus } from '../../../shared/ui/icons';
import { useCatalogueItems } from '../api/list-catalogue';
import { quotesMessages } from '../messages';

const texts = quotesMessages.editor;

type Props = {
  currency: string;
  onProduct: (product: Product) => void;
  onPackage: (pkg: Package) => void;
};

/**
 * "Add from catalogue": a searchable list of the company's products and packages; the one picked
 * is copied into the quote (name, description, price, taxes), never linked.
 */
export function CataloguePicker({ currency, onProduct, onPackage }: Props) {
  const [open, setOpen] = useState(false);
  const items = useCatalogueItems(open);
  if (!open)
    return (
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        {texts.fromCatalogue}
      </Button>
    );
  const data = items.data;
  const options = data
    ? [
        {
          group: texts.products,
          items: data.products.map((p) => ({
            value: `product:${p.id}`,
            label: `${p.name} · ${formatMoney(p.unitPriceMinor, currency)}`,
          })),
        },
        {
          group: texts.packagesGroup,
          items: data.packages.map((p) => ({
            value: `package:${p.id}`,
            label: `${p.name} · ${formatMoney(p.priceMinor, currency)}`,
          })),
        },
      ]
    : [];
  const pick = (value: string | null) => {
    if (!value || !data) return;
    const [kind, id] = value.split(':');
    if (kind === 'product') {
      const product = data.products.find((p) => p.id === id);
      if (product) onProduct(product);
    } else {
      const pkg = data.packages.find((p) => p.id === id);
      if (pkg) onPackage(pkg);
    }
    setOpen(false);
  };
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={texts.cataloguePick}
        placeholder={items.isPending ? texts.catalogueLoading : texts.cataloguePlaceholder}
        data={options}
        searchable
        autoFocus
        value={null}
        onChange={pick}
        nothingFoundMessage={texts.catalogueEmpty}
        disabled={!data}
        error={items.isError ? texts.catalogueFailed : undefined}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button variant="subtle" onClick={() => setOpen(false)}>
        {texts.cancel}
      </Button>
    </Group>
  );
}
