import type { TaxTotals } from '@focal/contracts/money/document';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { rateText } from '../lib/format';
import { documentMessages } from '../messages';

const texts = documentMessages.totals;

type TotalsFigures = {
  subtotalMinor: number;
  discountMinor: number;
  taxes: readonly TaxTotals[];
  totalMinor: number;
};

type Props = {
  /** null: the figures cannot be worked out (a choice the money module refuses). */
  totals: TotalsFigures | null;
  currency: string;
  pricesIncludeTax: boolean;
  /** An invoice's payments: what was paid and what is left. */
  paid?: { paidMinor: number; balanceMinor: number };
  /** The total follows the client's choice: announced politely when it changes. */
  live?: boolean;
};

type RowProps = {
  name: string;
  value: string;
  note?: string;
  strong?: boolean;
  testId?: string;
  live?: boolean;
};

function Row({ name, value, note, strong, testId, live }: RowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={strong ? 700 : undefined}>
          {name}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </div>
      <Text
        size="sm"
        fw={strong ? 700 : undefined}
        data-testid={testId}
        aria-live={live ? 'polite' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, discount, the tax per rate (each with the amount it is charged on), the total; paid and balance. */
export function TotalsTable({ totals, currency, pricesIncludeTax, paid, live }: Props) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Stack gap={4} component="section" aria-labelledby="document-totals" maw={420} ml="auto" w="100%">
      <Title order={3} size="h5" id="document-totals">
        {texts.label}
      </Title>
      {!totals ? (
        <Text size="sm" c="dimmed" role="status">
          {texts.cannotCompute}
        </Text>
      ) : (
        <>
          <Row name={texts.subtotal} value={money(totals.subtotalMinor)} />
          {totals.discountMinor > 0 && (
            <Row name={texts.discount} value={`−${money(totals.discountMinor)}`} />
          )}
          {totals.taxes.length > 0 && (
            <Stack gap={4} component="section" aria-label={texts.taxTable}>
              {totals.taxes.map((tax) => (
                <Row
                  key={`${tax.name} ${tax.rateMillionths} ${tax.compound}`}
                  name={texts.tax(tax.name, rateText(tax.rateMillionths))}
                  value={money(tax.taxMinor)}
                  note={texts.taxableOn(money(tax.taxableMinor))}
                />
              ))}
            </Stack>
          )}
          <Row
            name={texts.total}
            value={money(totals.totalMinor)}
            strong
            testId="document-total"
            live={live}
          />
          {paid && paid.paidMinor > 0 && <Row name={texts.paid} value={money(paid.paidMinor)} />}
          {paid && (
            <Row name={texts.balance} value={money(paid.balanceMinor)} strong testId="document-balance" />
          )}
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
