import { Button, Group, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconCreditCard, IconDownload, IconFilter } from '../../../shared/ui/icons';
import { QueryState } from '../../../shared/ui/query-state';
import { useExportPayments } from '../api/export-payments';
import { usePaymentList } from '../api/list-payments';
import { type FilterKey, filterCount, filtersOf, withFilter, withoutFilters } from '../lib/address-filters';
import { paymentsMessages } from '../messages';
import { PAYMENT_TABLE_MIN_WIDTH, paymentColumns } from './payment-columns';
import { PaymentsFilters } from './payments-filters';
import { PaymentTotals } from './payment-totals';
import { LoadMore } from '../../../shared/ui/load-more';

const texts = paymentsMessages.paid;

/**
 * /payments?view=payments: the payments recorded against the company's invoices, newest received
 * first, narrowed by the address's filters, their totals above, a page at a time. Its own chunk: the
 * page opens on the invoices, and the client picker is the heavier half of this.
 */
export default function PaymentsView() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = usePaymentList(filters);
  const exporting = useExportPayments();
  const set = (key: FilterKey, value: string | null) =>
    setParams((current) => withFilter(current, key, value), { replace: true });
  const pages = { data: list.data?.pages, error: list.error, refetch: list.refetch };
  return (
    <Stack gap="md">
      <PaymentsFilters filters={filters} onChange={set} />
      <QueryState
        query={pages}
        loading={
          <DataTableSkeleton
            columns={paymentColumns}
            rows={8}
            label={texts.loading}
            minWidth={PAYMENT_TABLE_MIN_WIDTH}
            cards
          />
        }
        failed={texts.failed}
        retry={paymentsMessages.retry}
      >
        {(loaded) => {
          const rows = loaded.flatMap((page) => page.rows);
          if (rows.length === 0)
            return filterCount(filters) > 0 ? (
              <EmptyState
                title={texts.noMatch.title}
                icon={IconFilter}
                action={
                  <Button variant="default" onClick={() => setParams(withoutFilters(), { replace: true })}>
                    {texts.clearFilters}
                  </Button>
                }
              >
                {texts.noMatch.text}
              </EmptyState>
            ) : (
              <EmptyState title={texts.empty.title} icon={IconCreditCard}>
                {texts.empty.text}
              </EmptyState>
            );
          return (
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                {loaded[0]?.totals ? <PaymentTotals totals={loaded[0].totals} /> : <span />}
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={exporting.isPending}
                  onClick={() => exporting.mutate(filters)}
                >
                  {texts.download}
                </Button>
              </Group>
              <DataTable
                columns={paymentColumns}
                rows={rows}
                rowKey={(row) => row.id}
                label={texts.table}
                minWidth={PAYMENT_TABLE_MIN_WIDTH}
                cards
                highlightOnHover
                verticalSpacing="xs"
              />
              <LoadMore query={list} label={paymentsMessages.loadMore} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
