import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { useMoneyOwed } from '../api/get-money-owed';
import { paymentsMessages as texts } from '../messages';

/**
 * The open and overdue balances over every issued invoice (the server's sums, in the company's
 * currency), whatever page of the list is loaded. Nothing when the sums cannot be read: the list
 * below says why.
 */
export function BalanceSummary({ overdueOnly }: { overdueOnly: boolean }) {
  const owed = useMoneyOwed();
  const figure = (label: string, count: number | undefined, minor: number | undefined, testId: string) => (
    <Paper withBorder p="sm" miw={160}>
      <Text size="sm" c="dimmed">
        {label}
        {count !== undefined && ` (${texts.invoiceCount(count)})`}
      </Text>
      {minor === undefined || !owed.data ? (
        <Skeleton height={28} mt={2} width={120} />
      ) : (
        <Text fw={700} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(minor, owed.data.currency)}
        </Text>
      )}
    </Paper>
  );
  if (owed.isError) return null;
  const data = owed.data;
  return (
    <Group gap="sm" role="group" aria-label={texts.openBalance} aria-busy={!data}>
      {!overdueOnly && figure(texts.openBalance, data?.open.count, data?.open.balanceMinor, 'open-balance')}
      {figure(texts.overdueBalance, data?.overdue.count, data?.overdue.balanceMinor, 'overdue-balance')}
    </Group>
  );
}
