import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { itemsTotal } from '../lib/amounts';
import type { ItemDraft } from '../lib/package-draft';
import { readQuantity } from '../lib/package-draft';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.items;

type Props = { items: ItemDraft[]; currency: string; priceMinor: number | null };

/**
 * The products' prices now, summed (each quantity × price rounded once, by the money module), beside
 * the package's price, and the difference: the price is the package's own, never derived.
 * Announced politely as it changes. Shown once every quantity reads as one.
 */
export function PackageTotals({ items, currency, priceMinor }: Props) {
  const lines = items.map((item) => ({
    quantityThousandths: readQuantity(item.quantity),
    unitPriceMinor: item.unitPriceMinor,
  }));
  if (items.length === 0 || lines.some((l) => l.quantityThousandths === null)) return null;
  const sum = itemsTotal(lines as { quantityThousandths: number; unitPriceMinor: number }[], currency);
  if (sum === null) return null;
  const difference = priceMinor === null ? null : sum - priceMinor;
  return (
    <Stack gap={2} aria-live="polite">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{texts.sum}</Text>
        <Text size="sm" fw={500}>
          {formatMoney(sum, currency)}
        </Text>
      </Group>
      {priceMinor !== null && (
        <Group justify="space-between" gap="xs">
          <Text size="sm">{texts.packagePrice}</Text>
          <Text size="sm" fw={500}>
            {formatMoney(priceMinor, currency)}
          </Text>
        </Group>
      )}
      {difference !== null && difference !== 0 && (
        <Text size="sm" c={difference > 0 ? 'teal.9' : 'orange.9'}>
          {difference > 0
            ? texts.saves(formatMoney(difference, currency))
            : texts.costsMore(formatMoney(-difference, currency))}
        </Text>
      )}
    </Stack>
  );
}
