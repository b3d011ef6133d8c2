import type { JobStage } from '@focal/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { invoiceEditPath, invoicePath, jobBackLink } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileInvoice } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useInvoice } from '../api/get-invoice';
import { useEditorData } from '../../../shared/documents/use-editor-data';
import { InvoiceEditor } from '../components/invoice-editor';
import { invoicesMessages as texts } from '../messages';

type Props = { kind: JobStage; mode: 'new' | 'edit' };

/** …/{id}/invoice/new and …/{id}/invoice/{invoiceId}/update. */
export function InvoiceEditorPage({ kind, mode }: Props) {
  const { id = '', invoiceId = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(invoiceId, mode === 'edit');
  const { query, missing, reload } = useEditorData(invoice, mode === 'edit');
  const back = jobBackLink(kind, id);
  const title = mode === 'new' ? texts.newTitle : texts.editTitle;
  const notFound = missing || (invoice.data && invoice.data.jobId !== id);
  const issued = mode === 'edit' && invoice.data && invoice.data.status !== 'draft';

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
        <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
          {(loaded) => (
            <InvoiceEditor
              key={loaded.key}
              jobId={id}
              invoice={loaded.document}
              pricing={loaded.pricing}
              onCreated={(created) => void navigate(invoiceEditPath(kind, id, created.id), { replace: true })}
              onReload={reload}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
