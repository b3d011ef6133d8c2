import type { PaymentTotals as Totals } from '@focal/contracts/invoices/payments';
import { Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { paymentsMessages } from '../messages';

const texts = paymentsMessages.paid;

/**
 * What the filter holds in all (the server's sums, whatever page is loaded): a line per currency,
 * with what passed the invoices' balances and was kept as the clients' credit, and what was refunded.
 */
export function PaymentTotals({
  totals,
  count = texts.count,
}: {
  totals: Totals;
  /** How the rows are counted: payments, or card payments (attempts). */
  count?: (count: number) => string;
}) {
  if (totals.length === 0) return null;
  return (
    <Stack gap={2} role="group" aria-label={texts.totals}>
      {totals.map((total) => (
        <Text key={total.currency} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Text span fw={600} inherit>
            {count(total.count)} · {formatMoney(total.amountMinor, total.currency)}
          </Text>
          {total.creditMinor > 0 && (
            <Text span c="dimmed" inherit>
              {' · '}
              {texts.keptAsCredit(formatMoney(total.creditMinor, total.currency))}
            </Text>
          )}
          {total.refundedMinor > 0 && (
            <Text span c="dimmed" inherit>
              {' · '}
              {texts.refunded(formatMoney(total.refundedMinor, total.currency))}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}
