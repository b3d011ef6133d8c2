import type { Invoice } from '@focal/contracts/invoices/api';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { jobBackLink, PAYMENTS_PATH } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileInvoice } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useInvoice } from '../api/get-invoice';
import { CreditNotesList } from '../components/credit-notes-list';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceDocument } from '../components/invoice-document';
import { PaymentsList } from '../components/payments-list';
import { InvoiceStateBadge } from '../components/state-badge';
import { formatDay } from '../lib/format';
import { invoicesMessages as texts } from '../messages';

/** /invoices/{id}: the invoice, its state and what can be done with it now. */
export function InvoicePage() {
  const { id = '' } = useParams();
  const query = useInvoice(id);
  const missing = isApiError(query.error) && [400, 404].includes(query.error.status) && !query.data;
  return (
    <Stack gap="lg">
      <Group gap="md">
        <Anchor component={Link} to={PAYMENTS_PATH} size="sm">
          {texts.allPayments}
        </Anchor>
        {query.data && (
          <Anchor component={Link} to={jobBackLink(query.data.jobStage, query.data.jobId).to} size="sm">
            {jobBackLink(query.data.jobStage, query.data.jobId).label}
          </Anchor>
        )}
      </Group>
      {/* The page's heading while the invoice loads, or when it cannot be shown. */}
      {!query.data && <PageHeader title={texts.title} />}
      {missing ? (
        <EmptyState title={texts.notFoundTitle} icon={IconFileInvoice}>
          {texts.notFound}
        </EmptyState>
      ) : (
        <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
          {(invoice) => <InvoiceView invoice={invoice} />}
        </QueryState>
      )}
    </Stack>
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  return (
    <Stack gap="md">
      <PageHeader
        title={invoice.number ? texts.number(invoice.number) : texts.draftTitle}
        description={<InvoiceStateBadge state={invoice.status} tall />}
        actions={<InvoiceActions invoice={invoice} />}
      />
      {invoice.status === 'void' && (
        <Alert
          color="gray"
          title={invoice.voidedAt ? texts.view.voided(formatDay(invoice.voidedAt.slice(0, 10))) : undefined}
        >
          {invoice.voidReason && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {texts.view.voidReason}: {invoice.voidReason}
            </Text>
          )}
        </Alert>
      )}
      <InvoiceDocument invoice={invoice} />
      <PaymentsList invoice={invoice} />
      <CreditNotesList notes={invoice.creditNotes} />
    </Stack>
  );
}
