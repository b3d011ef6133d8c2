import { Button, Group, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconCreditCard, IconDownload, IconFilter } from '../../../shared/ui/icons';
import { QueryState } from '../../../shared/ui/query-state';
import { useExportPayments } from '../api/export-payments';
import { usePaymentList } from '../api/list-payments';
import { isCardAttemptState } from '@focal/contracts/invoices/card-attempts';
import { type FilterKey, filterCount, filtersOf, withFilter, withoutFilters } from '../lib/address-filters';
import { paymentsMessages } from '../messages';
import { PaymentRowsSkeleton, PaymentRowsTable } from './payment-rows-table';
import { PaymentsFilters } from './payments-filters';
import { PaymentTotals } from './payment-totals';
import { LoadMore } from '../../../shared/ui/load-more';

const texts = paymentsMessages.paid;
const attempts = paymentsMessages.attempts;

/**
 * /payments?view=payments: the payments recorded against the company's invoices, newest received
 * first, narrowed by the address's filters, their totals above, a page at a time; under the states
 * pending and failed, the portal's card attempts instead. Its own chunk: the page opens on the
 * invoices, and the client and job pickers are the heavier half of this.
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
        loading={<PaymentRowsSkeleton filters={filters} />}
        failed={texts.failed}
        retry={paymentsMessages.retry}
      >
        {(loaded) => {
          const rows = loaded.flatMap((page) => page.rows);
          const { state } = filters;
          // Under pending or failed alone, what would appear there; other filters too, no match.
          if (rows.length === 0 && isCardAttemptState(state) && filterCount(filters) === 1)
            return (
              <EmptyState title={attempts.empty[state].title} icon={IconCreditCard}>
                {attempts.empty[state].text}
              </EmptyState>
            );
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
                {loaded[0]?.totals ? (
                  <PaymentTotals
                    totals={loaded[0].totals}
                    count={isCardAttemptState(state) ? attempts.count : texts.count}
                  />
                ) : (
                  <span />
                )}
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={exporting.isPending}
                  onClick={() => exporting.mutate(filters)}
                >
                  {texts.download}
                </Button>
              </Group>
              <PaymentRowsTable rows={rows} />
              <LoadMore query={list} label={paymentsMessages.loadMore} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
