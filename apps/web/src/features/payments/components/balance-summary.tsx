import type { InvoiceSummary } from '@focal/contracts/invoices/api';
import { Group, Paper, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { paymentsMessages as texts } from '../messages';

type Props = { rows: readonly InvoiceSummary[]; partial: boolean; overdueOnly: boolean };

/** Sums per currency, in one line ("$1,200.00 · €300.00"). */
function sumText(rows: readonly InvoiceSummary[]) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.balanceMinor);
  if (sums.size === 0) return formatMoney(0, rows[0]?.currency ?? 'USD');
  return [...sums].map(([currency, minor]) => formatMoney(minor, currency)).join(' · ');
}

/**
 * The open and overdue balances of the rows loaded (the list API gives no sums: counted here, and
 * said to be "of the invoices loaded" while more pages are left).
 */
export function BalanceSummary({ rows, partial, overdueOnly }: Props) {
  const overdue = rows.filter((row) => row.status === 'overdue');
  const figure = (label: string, value: string, testId: string) => (
    <Paper withBorder p="sm" miw={160}>
      <Text size="sm" c="dimmed">
        {label}
        {partial && ` (${texts.ofLoaded})`}
      </Text>
      <Text fw={700} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
  return (
    <Group gap="sm" role="group" aria-label={texts.openBalance}>
      {!overdueOnly && figure(texts.openBalance, sumText(rows), 'open-balance')}
      {figure(texts.overdueBalance, sumText(overdue), 'overdue-balance')}
    </Group>
  );
}
