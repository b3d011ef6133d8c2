import type { JobStage } from '@focal/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { invoiceEditPath, invoicePath, jobBackLink } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileInvoice } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useInvoice } from '../api/get-invoice';
import { usePricing } from '../../../shared/documents/api/get-pricing';
import { InvoiceEditor } from '../components/invoice-editor';
import { invoicesMessages as texts } from '../messages';

type Props = { kind: JobStage; mode: 'new' | 'edit' };

/** …/{id}/invoice/new and …/{id}/invoice/{invoiceId}/update. */
export function InvoiceEditorPage({ kind, mode }: Props) {
  const { id = '', invoiceId = '' } = useParams();
  const navigate = useNavigate();
  const pricing = usePricing();
  const invoice = useInvoice(invoiceId, mode === 'edit');
  // A reload after a stale save starts the editor over from what the server has now.
  const [round, setRound] = useState(0);
  const back = jobBackLink(kind, id);
  const title = mode === 'new' ? texts.newTitle : texts.editTitle;
  const notFound =
    mode === 'edit' &&
    ((isApiError(invoice.error) && [400, 404].includes(invoice.error.status) && !invoice.data) ||
      (invoice.data && invoice.data.jobId !== id));
  const issued = mode === 'edit' && invoice.data && invoice.data.status !== 'draft';

  const both = {
    data:
      pricing.data && (mode === 'new' || invoice.data)
        ? { pricing: pricing.data, invoice: invoice.data }
        : undefined,
    error: pricing.error ?? invoice.error,
    refetch: () => Promise.all([pricing.refetch(), mode === 'edit' && invoice.refetch()]),
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <PageHeader
        title={title}
        actions={
          invoice.data && (
            <Button component={Link} to={invoicePath(invoice.data.id)} variant="default">
              {texts.viewInvoice}
            </Button>
          )
        }
      />
      {notFound ? (
        <EmptyState title={texts.notFoundTitle} icon={IconFileInvoice}>
          {texts.notFound}
        </EmptyState>
      ) : issued ? (
        <EmptyState title={texts.notDraftTitle} icon={IconFileInvoice}>
          {texts.notDraft}
        </EmptyState>
      ) : (
        <QueryState query={both} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
          {(loaded) => (
            <InvoiceEditor
              key={`${loaded.invoice?.id ?? 'new'}-${round}`}
              jobId={id}
              invoice={loaded.invoice}
              pricing={loaded.pricing}
              onCreated={(created) => void navigate(invoiceEditPath(kind, id, created.id), { replace: true })}
              onReload={async () => {
                await invoice.refetch();
                setRound((r) => r + 1);
              }}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
