import type { TaxTotals } from '@focal/contracts/money/document';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../format/format-money';
import { rateText } from './amounts';
import { documentTotalsMessages } from './messages';

export type TotalsFigures = {
  subtotalMinor: number;
  discountMinor: number;
  taxes: readonly TaxTotals[];
  totalMinor: number;
};

type Props = {
  /** null: the figures cannot be worked out yet (a choice the money module refuses). */
  totals: TotalsFigures | null;
  currency: string;
  pricesIncludeTax: boolean;
  /** The section's name; `heading` shows it as a title (the client's view), else it only labels. */
  label?: string;
  heading?: boolean;
  /** Each tax's "on {amount}" beside it (a quote leaves it out). */
  taxableOn?: boolean;
  /** An invoice's payments and credit notes: what was paid, credited, and what is left. */
  paid?: { paidMinor: number; balanceMinor: number; creditedMinor?: number };
  /** The total follows the client's choice: announced politely when it changes. */
  live?: boolean;
  /** Test ids `{testIds}-total`, `-balance`, `-credited`. */
  testIds: 'quote' | 'invoice' | 'document';
  /** Words a feature says its own way. */
  words?: { balance?: string; cannotCompute?: string };
};

type RowProps = { name: string; value: string; note?: string; strong?: boolean; testId?: string; live?: boolean };

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

/** Subtotal, discount, the tax per rate, the total, right-aligned; then paid, credited and balance. */
export function TotalsTable(props: Props) {
  const { totals, currency, pricesIncludeTax, heading, taxableOn = true, paid, live, testIds } = props;
  const texts = { ...documentTotalsMessages, ...props.words };
  const label = props.label ?? texts.label;
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, currency);
  const credited = paid?.creditedMinor ?? 0;
  return (
    <Stack
      gap={4}
      component="section"
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? headingId : undefined}
      maw={420}
      ml="auto"
      w="100%"
    >
      {heading && (
        <Title order={3} size="h5" id={headingId}>
          {label}
        </Title>
      )}
      {!totals ? (
        <Text size="sm" c="dimmed" role="status">
          {texts.cannotCompute}
        </Text>
      ) : (
        <>
          <Row name={texts.subtotal} value={money(totals.subtotalMinor)} />
          {totals.discountMinor > 0 && <Row name={texts.discount} value={`−${money(totals.discountMinor)}`} />}
          {totals.taxes.length > 0 && (
            <Stack gap={4} component="section" aria-label={texts.taxTable}>
              {totals.taxes.map((tax) => (
                <Row
                  key={`${tax.name} ${tax.rateMillionths} ${tax.compound}`}
                  name={texts.tax(tax.name, rateText(tax.rateMillionths))}
                  value={money(tax.taxMinor)}
                  note={taxableOn ? texts.taxableOn(money(tax.taxableMinor)) : undefined}
                />
              ))}
            </Stack>
          )}
          <Row name={texts.total} value={money(totals.totalMinor)} strong testId={`${testIds}-total`} live={live} />
          {paid && paid.paidMinor > 0 && <Row name={texts.paid} value={money(paid.paidMinor)} />}
          {credited > 0 && (
            <Row name={texts.credited} value={`−${money(credited)}`} testId={`${testIds}-credited`} />
          )}
          {paid && (
            <Row name={texts.balance} value={money(paid.balanceMinor)} strong testId={`${testIds}-balance`} />
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
