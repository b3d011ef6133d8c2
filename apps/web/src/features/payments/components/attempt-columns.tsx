import type { CardAttemptListRow } from '@focal/contracts/invoices/card-attempts';
import { Stack, Text } from '@mantine/core';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { documentColumns } from './document-columns';
import { paymentsMessages } from '../messages';

const texts = paymentsMessages.attempts;
const paid = paymentsMessages.paid;
const numeric = { style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;

/** Pending or failed; under it, waiting for the bank, or why it failed. */
function AttemptState({ row }: { row: CardAttemptListRow }) {
  const detail = row.awaitingBank ? texts.awaitingBank : row.failureReason;
  return (
    <Stack gap={2} align="flex-start">
      <TonalChip text={texts.states[row.state]} theme={row.state === 'failed' ? 'danger' : 'info'} />
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** The amount for the invoice; a surcharge or tip the card was charged on top, when there is one. */
function AttemptAmount({ row }: { row: CardAttemptListRow }) {
  const money = (minor: number) => formatMoney(minor, row.currency);
  return (
    <Stack gap={2} align="flex-end">
      <Text fw={600} span size="sm">
        {money(row.amountMinor)}
      </Text>
      {row.surchargeMinor > 0 && (
        <Text span size="xs" c="dimmed">
          {texts.surcharge(money(row.surchargeMinor))}
        </Text>
      )}
      {row.tipMinor > 0 && (
        <Text span size="xs" c="dimmed">
          {texts.tip(money(row.tipMinor))}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The card attempts' columns (state pending or failed), laid out as the payments' (payment-columns):
 * on a phone a card titled by the invoice's number, which it opens; the state badge on its own line.
 */
export const attemptColumns = (timeZone: string): DataTableColumn<CardAttemptListRow>[] => [
  {
    key: 'started',
    header: texts.columns.started,
    card: 'meta',
    cellProps: { style: { whiteSpace: 'nowrap' } },
    cell: (row) => formatDateTimeInZone(row.createdAt, timeZone),
  },
  ...documentColumns<CardAttemptListRow>(),
  { key: 'state', header: texts.columns.state, card: 'line', cell: (row) => <AttemptState row={row} /> },
  {
    key: 'amount',
    header: paid.columns.amount,
    align: 'right',
    card: 'aside',
    cellProps: numeric,
    cell: (row) => <AttemptAmount row={row} />,
  },
];
