import type { Product } from '@focal/contracts/catalogue';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { searchProductsQuery } from '../api/search-products';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.items;

type Props = {
  value: Product | null;
  onChange: (product: Product | null) => void;
  /** Products already in the package: not offered again. */
  taken: ReadonlySet<string>;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Search the company's current products as you type and pick one, with the keyboard or the mouse.
 * The server searches (archived products are not offered), so the Select's own filter lets every
 * answer through.
 */
export function ProductPicker({ value, onChange, taken, error, inputRef }: Props) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [typed] = useDebouncedValue(search.trim(), 200);
  // The picked product's name in the box is not a search: the dropdown then offers every product.
  const q = value && typed === value.name ? '' : typed;
  const found = useQuery({ ...searchProductsQuery(q), enabled: opened });
  const products = new Map<string, Product>();
  if (value) products.set(value.id, value);
  for (const product of found.data?.rows ?? []) if (!taken.has(product.id)) products.set(product.id, product);
  return (
    <Select
      ref={inputRef}
      label={texts.product}
      placeholder={texts.productPlaceholder}
      searchable
      clearable
      value={value?.id ?? null}
      data={[...products.values()].map((p) => ({ value: p.id, label: p.name }))}
      renderOption={({ option }) => {
        const product = products.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <span>{option.label}</span>
            {product && (
              <Text span size="sm" c="dimmed">
                {formatMoney(product.unitPriceMinor, product.currency)}
              </Text>
            )}
          </Group>
        );
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? texts.searching : texts.nothingFound}
      onDropdownOpen={() => setOpened(true)}
      onChange={(id) => onChange(id ? (products.get(id) ?? null) : null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
      flex={1}
      miw={200}
    />
  );
}
