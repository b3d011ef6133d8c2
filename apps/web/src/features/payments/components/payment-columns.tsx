import type { PaymentListRow } from '@focal/contracts/invoices/payments';
import { Stack, Text } from '@mantine/core';
import { PaymentStateChip, paymentMethodWords } from '../../../shared/documents/payment-words';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { documentColumns } from './document-columns';
import { paymentsMessages } from '../messages';

const texts = paymentsMessages.paid;
/** The table's width before it scrolls sideways (wider screens; a phone shows cards). */
export const PAYMENT_TABLE_MIN_WIDTH = 860;
const numeric = { style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;
const none = <span data-card-omit>{texts.none}</span>;

/**
 * The Payments view's columns. On a phone a card titled by the invoice's number (the card opens the
 * invoice), the amount in its corner; the record's link stays with the table (a second link under
 * the card's cover could not be tapped), the invoice's page links to it.
 */
export const paymentColumns: DataTableColumn<PaymentListRow>[] = [
  { key: 'received', header: texts.columns.received, card: 'meta', cell: (row) => formatCalendarDay(row.receivedOn) },
  ...documentColumns<PaymentListRow>(),
  { key: 'method', header: texts.columns.method, card: 'meta', cell: (row) => paymentMethodWords[row.method] },
  {
    key: 'reference',
    header: texts.columns.reference,
    card: 'meta',
    cell: (row) => row.reference ?? none,
  },
  {
    key: 'amount',
    header: texts.columns.amount,
    align: 'right',
    card: 'aside',
    cellProps: numeric,
    // A refunded payment says so: the state filter and the totals count refunds.
    cell: (row) => (
      <Stack gap={2} align="flex-end">
        <Text fw={600} span size="sm">
          {formatMoney(row.amountMinor, row.currency)}
        </Text>
        <PaymentStateChip state={row.state} />
      </Stack>
    ),
  },
];
