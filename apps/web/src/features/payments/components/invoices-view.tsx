import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconCreditCard } from '../../../shared/ui/icons';
import { QueryState } from '../../../shared/ui/query-state';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { INVOICE_FILTERS, type InvoiceFilter, useInvoiceList } from '../api/list-invoices';
import { paymentsMessages as texts } from '../messages';
import { BalanceSummary } from './balance-summary';
import { invoiceColumns } from './invoice-columns';
import { LoadMore } from '../../../shared/ui/load-more';

const MIN_WIDTH = 720;
const readFilter = (value: string | null): InvoiceFilter =>
  (INVOICE_FILTERS as readonly string[]).includes(value ?? '') ? (value as InvoiceFilter) : 'open';

/** /payments' Invoices view: what the studio is owed, by filter (in the address), a page at a time. */
export function InvoicesView() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const list = useInvoiceList(filter);
  const pages = { data: list.data?.pages, error: list.error, refetch: list.refetch };
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label={texts.filter}
        value={filter}
        data={INVOICE_FILTERS.map((value) => ({ value, label: texts.filters[value] }))}
        onChange={(value) => setParams(value === 'open' ? {} : { filter: value }, { replace: true })}
      />
      <QueryState
        query={pages}
        loading={
          <DataTableSkeleton
            columns={invoiceColumns}
            rows={8}
            label={texts.loading}
            minWidth={MIN_WIDTH}
            cards
          />
        }
        failed={texts.failed}
        retry={texts.retry}
      >
        {(loaded) => {
          const rows = loaded.flatMap((page) => page.rows);
          if (rows.length === 0)
            return (
              <EmptyState title={texts.empty[filter].title} icon={IconCreditCard}>
                {texts.empty[filter].text}
              </EmptyState>
            );
          return (
            <Stack gap="md">
              {(filter === 'open' || filter === 'overdue') && (
                <BalanceSummary overdueOnly={filter === 'overdue'} />
              )}
              <DataTable
                columns={invoiceColumns}
                rows={rows}
                rowKey={(row) => row.id}
                label={texts.views.invoices}
                minWidth={MIN_WIDTH}
                cards
                highlightOnHover
                verticalSpacing="xs"
              />
              <LoadMore query={list} label={texts.loadMore} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
