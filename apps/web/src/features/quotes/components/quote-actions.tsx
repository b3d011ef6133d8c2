import type { JobStage } from '@focal/contracts';
import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Quote } from '@focal/contracts/quotes/api';
import { Button, Group, Menu } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDownloadDocumentPdf } from '../../../shared/documents/api/download-document-pdf';
import { DeleteDialog } from '../../../shared/documents/delete-dialog';
import { DocumentMoreMenu } from '../../../shared/documents/more-menu';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { jobPath, quoteEditPath } from '../../../shared/paths';
import { useDeleteQuote } from '../api/delete-quote';
import { invoiceIsPrimary, quoteActions } from '../lib/actions';
import { makeInvoicePath } from '../lib/paths';
import { quotesMessages } from '../messages';
import { AcceptModal } from './accept-modal';
import { DeclineModal } from './decline-modal';
import { SendDialog } from './send-dialog';

const texts = quotesMessages.actions;

type Props = { quote: Quote; kind: JobStage; clientName: string | null };

/** The buttons the quote's state allows, and their dialogs; the rarer ones in a menu. */
export function QuoteActions({ quote, kind, clientName }: Props) {
  const [open, setOpen] = useState<'send' | 'accept' | 'decline' | 'delete' | null>(null);
  const remove = useDeleteQuote(quote.id, quote.jobId);
  const pdf = useDownloadDocumentPdf(ApiRoutes.getQuotePdf);
  const actions = quoteActions(quote);
  const close = () => setOpen(null);
  const invoice = actions.includes('invoice') ? makeInvoicePath(kind, quote) : null;
  return (
    <Group gap="xs" role="group" aria-label={texts.label}>
      {actions.includes('edit') && (
        <Button
          component={Link}
          to={quoteEditPath(kind, quote.jobId, quote.kind, quote.id)}
          variant="default"
        >
          {texts.edit}
        </Button>
      )}
      {actions.includes('send') && <Button onClick={() => setOpen('send')}>{texts.send}</Button>}
      {actions.includes('accept') && <Button onClick={() => setOpen('accept')}>{texts.accept}</Button>}
      {actions.includes('decline') && (
        <Button variant="default" onClick={() => setOpen('decline')}>
          {texts.decline}
        </Button>
      )}
      {invoice && invoiceIsPrimary(quote) && (
        <Button component={Link} to={invoice}>
          {texts.makeInvoice}
        </Button>
      )}
      <Button
        variant="default"
        loading={pdf.isPending}
        onClick={() => pdf.mutate({ id: quote.id, name: texts.pdfName(quote.number) })}
      >
        {texts.pdf}
      </Button>
      <DocumentMoreMenu
        label={texts.more}
        revoke={
          actions.includes('revoke') ? { route: ApiRoutes.revokeQuoteLinks, id: quote.id, texts } : null
        }
      >
        {/* Before the client accepted, the page it opens asks again. */}
        {invoice && !invoiceIsPrimary(quote) && (
          <Menu.Item component={Link} to={invoice}>
            {texts.makeInvoice}
          </Menu.Item>
        )}
      </DocumentMoreMenu>
      {actions.includes('delete') && (
        <Button variant="subtle" color="red" onClick={() => setOpen('delete')}>
          {texts.delete}
        </Button>
      )}
      <SendDialog quote={quote} clientName={clientName} opened={open === 'send'} onClose={close} />
      <AcceptModal quote={quote} opened={open === 'accept'} onClose={close} />
      <DeclineModal quote={quote} opened={open === 'decline'} onClose={close} />
      <DeleteDialog
        opened={open === 'delete'}
        texts={texts}
        remove={remove}
        back={`${jobPath(kind, quote.jobId)}?tab=documents`}
        onClose={close}
        onError={handleApiError}
      />
    </Group>
  );
}
