import { type CardAttemptListRow, isCardAttemptState } from '@focal/contracts/invoices/card-attempts';
import type { PaymentListRow, PaymentPageRow } from '@focal/contracts/invoices/payments';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { DataTable } from '../../../shared/ui/data-table';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import type { PaymentFilters } from '../lib/address-filters';
import { paymentsMessages } from '../messages';
import { attemptColumns } from './attempt-columns';
import { PAYMENT_TABLE_MIN_WIDTH, paymentColumns } from './payment-columns';

const texts = paymentsMessages;
const isAttempt = (row: PaymentPageRow): row is CardAttemptListRow => isCardAttemptState(row.state);
const isPayment = (row: PaymentPageRow): row is PaymentListRow => !isAttempt(row);
const shared = { minWidth: PAYMENT_TABLE_MIN_WIDTH, cards: true } as const;

/**
 * The rows' table: card attempts' (the states pending and failed) or payments'. Told by the rows, not
 * the filter: while another filter's rows load, the last ones stay in their own table.
 */
export function PaymentRowsTable({ rows }: { rows: PaymentPageRow[] }) {
  const timeZone = useBootstrap().authorizedCompany.timeZone;
  const first = rows[0];
  const table = { rowKey: (row: { id: string }) => row.id, highlightOnHover: true, verticalSpacing: 'xs' } as const;
  return first && isAttempt(first) ? (
    <DataTable
      columns={attemptColumns(timeZone)}
      rows={rows.filter(isAttempt)}
      label={texts.attempts.table[first.state]}
      {...shared}
      {...table}
    />
  ) : (
    <DataTable columns={paymentColumns} rows={rows.filter(isPayment)} label={texts.paid.table} {...shared} {...table} />
  );
}

/** The loading table, with the columns the rows will have. */
export function PaymentRowsSkeleton({ filters }: { filters: PaymentFilters }) {
  const timeZone = useBootstrap().authorizedCompany.timeZone;
  return isCardAttemptState(filters.state) ? (
    <DataTableSkeleton columns={attemptColumns(timeZone)} rows={8} label={texts.attempts.loading} {...shared} />
  ) : (
    <DataTableSkeleton columns={paymentColumns} rows={8} label={texts.paid.loading} {...shared} />
  );
}
