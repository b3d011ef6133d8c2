import type { TaxTotals } from '@focal/contracts/money/document';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { rateText } from '../../../shared/documents/amounts';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.totals;

type TotalsFigures = {
  subtotalMinor: number;
  discountMinor: number;
  taxes: readonly TaxTotals[];
  totalMinor: number;
};

type Props = {
  totals: TotalsFigures | null;
  currency: string;
  pricesIncludeTax: boolean;
  label?: string;
  /** An issued invoice's payments and credit notes: what was paid, credited, and what is left. */
  paid?: { paidMinor: number; balanceMinor: number; creditedMinor?: number };
};

/**
 * Subtotal, discount, the tax table (each rate with the amount it is charged on) and the total,
 * right-aligned; null: not computable yet.
 */
export function TotalsTable({
  totals,
  currency,
  pricesIncludeTax,
  label = invoicesMessages.editor.totals,
  paid,
}: Props) {
  const money = (minor: number) => formatMoney(minor, currency);
  const row = (
    name: string,
    value: string,
    options: { strong?: boolean; testId?: string; note?: string } = {},
  ) => (
    <Group key={name} justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <div>
        <Text size="sm" fw={options.strong ? 700 : undefined}>
          {name}
        </Text>
        {options.note && (
          <Text size="xs" c="dimmed">
            {options.note}
          </Text>
        )}
      </div>
      <Text
        size="sm"
        fw={options.strong ? 700 : undefined}
        data-testid={options.testId}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
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
            row(texts.tax(tax.name, rateText(tax.rateMillionths)), money(tax.taxMinor), {
              note: texts.taxableOn(money(tax.taxableMinor)),
            }),
          )}
          {row(texts.total, money(totals.totalMinor), { strong: true, testId: 'invoice-total' })}
          {paid && paid.paidMinor > 0 && row(texts.paid, money(paid.paidMinor))}
          {paid && (paid.creditedMinor ?? 0) > 0 &&
            row(texts.credited, `−${money(paid.creditedMinor!)}`, { testId: 'invoice-credited' })}
          {paid && row(texts.balance, money(paid.balanceMinor), { strong: true, testId: 'invoice-balance' })}
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
