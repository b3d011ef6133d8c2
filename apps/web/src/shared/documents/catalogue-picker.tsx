import '@mantine/core/styles/Combobox.css';
import type { Package, Product } from '@focal/contracts/catalogue';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../format/format-money';
import { sharedMessages } from '../messages';
import { IconPlus } from '../ui/icons';
import { useCatalogueItems } from './api/list-catalogue';
import classes from './catalogue-picker.module.css';
import { documentEditorMessages } from './messages';

const texts = documentEditorMessages.catalogue;

type Props = {
  currency: string;
  onProduct: (product: Product) => void;
  onPackage: (pkg: Package) => void;
};

const option = (kind: 'product' | 'package', item: { id: string; name: string }, price: string) => ({
  value: `${kind}:${item.id}`,
  label: `${item.name} · ${price}`,
});

/**
 * "Add from catalogue" (a quote's or an invoice's editor): a searchable list of the company's
 * products and packages, each with its picture if it has one; the one picked is copied into the
 * document (name, description, price, taxes), never linked.
 */
export function CataloguePicker({ currency, onProduct, onPackage }: Props) {
  const [open, setOpen] = useState(false);
  const items = useCatalogueItems(open);
  if (!open)
    return (
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        {texts.add}
      </Button>
    );
  const data = items.data;
  const options = data
    ? [
        {
          group: texts.products,
          items: data.products.map((p) => option('product', p, formatMoney(p.unitPriceMinor, currency))),
        },
        {
          group: texts.packages,
          items: data.packages.map((p) => option('package', p, formatMoney(p.priceMinor, currency))),
        },
      ]
    : [];
  const images = new Map<string, string>();
  for (const p of data?.products ?? []) if (p.imageUrl) images.set(`product:${p.id}`, p.imageUrl);
  for (const p of data?.packages ?? []) if (p.imageUrl) images.set(`package:${p.id}`, p.imageUrl);
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
        label={texts.pick}
        placeholder={items.isPending ? texts.loading : texts.placeholder}
        data={options}
        renderOption={({ option: o }) => {
          const image = images.get(o.value);
          return (
            <Group gap="xs" wrap="nowrap">
              {/* The name is beside it: the picture adds nothing for a screen reader. */}
              {image && (
                <img
                  className={classes.thumb}
                  src={image}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <span>{o.label}</span>
            </Group>
          );
        }}
        searchable
        autoFocus
        value={null}
        onChange={pick}
        nothingFoundMessage={texts.empty}
        disabled={!data}
        error={items.isError ? texts.failed : undefined}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button variant="subtle" onClick={() => setOpen(false)}>
        {sharedMessages.cancel}
      </Button>
    </Group>
  );
}
