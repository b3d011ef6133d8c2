import type { TaxTotals } from '@focal/contracts/money/document';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { rateText } from '../../../shared/documents/amounts';
import { quotesMessages } from '../messages';

const texts = quotesMessages.totals;

export type TotalsFigures = {
  subtotalMinor: number;
  discountMinor: number;
  taxes: readonly TaxTotals[];
  totalMinor: number;
};

type Props = { totals: TotalsFigures | null; currency: string; pricesIncludeTax: boolean; label?: string };

/** Subtotal, discount, each tax by rate and the total, right-aligned; null: not computable yet. */
export function TotalsTable({
  totals,
  currency,
  pricesIncludeTax,
  label = quotesMessages.editor.totals,
}: Props) {
  const money = (minor: number) => formatMoney(minor, currency);
  const row = (name: string, value: string, strong = false) => (
    <Group key={name} justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {name}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : undefined}
        data-testid={strong ? 'quote-total' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} component="section" aria-label={label} maw={420} ml="auto" w="100%">
      {!totals ? (
        <Text size="sm" c="dimmed">
          {texts.cannotCompute}
        </Text>
      ) : (
        <>
          {row(texts.subtotal, money(totals.subtotalMinor))}
          {totals.discountMinor > 0 && row(texts.discount, `−${money(totals.discountMinor)}`)}
          {totals.taxes.map((tax) =>
            row(texts.tax(tax.name, rateText(tax.rateMillionths)), money(tax.taxMinor)),
          )}
          {row(texts.total, money(totals.totalMinor), true)}
          {pricesIncludeTax && (
            <Text size="xs" c="dimmed" ta="right">
              {texts.includesTax}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
