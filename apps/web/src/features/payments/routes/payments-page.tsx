import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import { InvoicesView } from '../components/invoices-view';
import { PAYMENT_TABLE_MIN_WIDTH, paymentColumns } from '../components/payment-columns';
import { PAYMENTS_VIEWS, viewOf } from '../lib/view';
import { paymentsMessages as texts } from '../messages';

// The page opens on the invoices; the payments' filters, client picker and table come with their view.
const PaymentsView = lazy(() => import('../components/payments-view'));

/**
 * /payments: what the studio is owed (Invoices, by default) or what it was paid (?view=payments), each
 * view's filters in the address. Switching views starts the other one afresh.
 */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.title}
        description={texts.descriptions[view]}
        actions={
          <SegmentedControl
            aria-label={texts.view}
            value={view}
            data={PAYMENTS_VIEWS.map((value) => ({ value, label: texts.views[value] }))}
            onChange={(value) => setParams(value === 'payments' ? { view: value } : {})}
          />
        }
      />
      {view === 'payments' ? (
        // The view's own loading table while its code arrives: one placeholder, not two in turn.
        <Suspense
          fallback={
            <DataTableSkeleton
              columns={paymentColumns}
              rows={8}
              label={texts.paid.loading}
              minWidth={PAYMENT_TABLE_MIN_WIDTH}
              cards
            />
          }
        >
          <PaymentsView />
        </Suspense>
      ) : (
        <InvoicesView />
      )}
    </Stack>
  );
}
