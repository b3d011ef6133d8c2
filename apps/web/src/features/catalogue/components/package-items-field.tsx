import { PACKAGE_ITEMS_MAX, type Product } from '@focal/contracts/catalogue';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { IconChevronDown, IconChevronUp, IconX } from '../../../shared/ui/icons';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { ItemDraft } from '../lib/package-draft';
import { readQuantity } from '../lib/package-draft';
import { catalogueMessages } from '../messages';
import { PackageTotals } from './package-totals';
import { ProductPicker } from './product-picker';

const texts = catalogueMessages.items;

type Props = {
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  currency: string;
  /** The package's own price as typed and read (null while it is not an amount). */
  priceMinor: number | null;
  error: string | undefined;
  quantityErrors: Record<string, string> | undefined;
};

/**
 * The package's products: pick one of the company's current products with a quantity and add it;
 * each line's quantity stays editable, moves up or down, or is removed. Under them, what the
 * products cost one by one beside the package's price, so the studio sees what the bundle saves.
 */
export function PackageItemsField({ items, onChange, currency, priceMinor, error, quantityErrors }: Props) {
  const [picked, setPicked] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [addError, setAddError] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  const full = items.length >= PACKAGE_ITEMS_MAX;
  const taken = new Set(items.map((i) => i.productId));

  const add = () => {
    if (!picked) return;
    if (taken.has(picked.id)) return setAddError(texts.already);
    if (readQuantity(quantity) === null) return setAddError(texts.quantityInvalid);
    onChange([
      ...items,
      {
        productId: picked.id,
        productName: picked.name,
        unitPriceMinor: picked.unitPriceMinor,
        productArchived: false,
        quantity: quantity.trim(),
      },
    ]);
    setPicked(null);
    setQuantity('1');
    setAddError(undefined);
    picker.current?.focus();
  };
  const update = (index: number, part: Partial<ItemDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...part } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={3} size="h6" component="legend" mb={4}>
        {texts.legend}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      ) : (
        <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <Group component="li" key={item.productId} gap="xs" wrap="wrap" align="flex-start">
              <Stack gap={0} flex="1 1 160px" miw={0}>
                <Text size="sm" fw={500}>
                  {item.productName} {item.productArchived && <TonalChip text={texts.archivedProduct} />}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMoney(item.unitPriceMinor, currency)}
                </Text>
              </Stack>
              <TextInput
                aria-label={texts.quantityOf(item.productName)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                w={90}
                size="xs"
                value={item.quantity}
                error={quantityErrors?.[item.productId]}
                onChange={(e) => update(index, { quantity: e.currentTarget.value })}
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={texts.moveUp(item.productName)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconChevronUp size={16} aria-hidden focusable={false} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={texts.moveDown(item.productName)}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconChevronDown size={16} aria-hidden focusable={false} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={texts.remove(item.productName)}
                  onClick={() => {
                    onChange(items.filter((_, i) => i !== index));
                    picker.current?.focus();
                  }}
                >
                  <IconX size={16} aria-hidden focusable={false} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {full ? (
        <Text size="sm" c="dimmed">
          {texts.full(PACKAGE_ITEMS_MAX)}
        </Text>
      ) : (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <ProductPicker
            value={picked}
            onChange={(product) => (setPicked(product), setAddError(undefined))}
            taken={taken}
            error={addError}
            inputRef={picker}
          />
          <TextInput
            label={texts.quantity}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            w={90}
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="light" disabled={!picked} onClick={add}>
            {texts.add}
          </Button>
        </Group>
      )}
      <PackageTotals items={items} currency={currency} priceMinor={priceMinor} />
    </Stack>
  );
}
