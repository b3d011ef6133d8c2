import type { InvoiceSummary } from '@focal/contracts/invoices/api';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { invoicePath } from '../../../shared/paths';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { InvoiceStateBadge } from '../../invoices';
import { paymentsMessages as texts } from '../messages';

const money = (row: InvoiceSummary, minor: number) => formatMoney(minor, row.currency);
const numeric = { style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;

/** /payments' columns: each row links to its invoice; on a phone a card titled by its number. */
export const invoiceColumns: DataTableColumn<InvoiceSummary>[] = [
  {
    key: 'number',
    header: texts.columns.number,
    card: 'title',
    placeholder: 'title',
    cell: (row) => (
      <Anchor component={Link} to={invoicePath(row.id)} fw={600}>
        {row.number ?? texts.draft}
      </Anchor>
    ),
  },
  { key: 'job', header: texts.columns.client, card: 'line', cell: (row) => row.jobName },
  { key: 'title', header: texts.columns.title, card: 'line', visibleFrom: 'md', cell: (row) => row.title },
  {
    key: 'state',
    header: texts.columns.state,
    card: 'meta',
    cell: (row) => <InvoiceStateBadge state={row.status} />,
  },
  {
    key: 'total',
    header: texts.columns.total,
    align: 'right',
    visibleFrom: 'sm',
    cellProps: numeric,
    cell: (row) => money(row, row.totalMinor),
  },
  {
    key: 'balance',
    header: texts.columns.balance,
    align: 'right',
    card: 'aside',
    cellProps: numeric,
    cell: (row) => (
      <Text fw={600} span size="sm">
        {money(row, row.balanceMinor)}
      </Text>
    ),
  },
  {
    key: 'due',
    header: texts.columns.due,
    card: 'meta',
    cell: (row) => (row.dueOn ? formatCalendarDay(row.dueOn) : <span data-card-omit>{texts.noDue}</span>),
  },
];
