import { ApiRoutes } from '@focal/contracts/api-routes';
import { ErrorCode } from '@focal/contracts/error-codes';
import type { Invoice } from '@focal/contracts/invoices/api';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { useDownloadDocumentPdf } from '../../../shared/documents/api/download-document-pdf';
import { DeleteDialog } from '../../../shared/documents/delete-dialog';
import { DocumentMoreMenu } from '../../../shared/documents/more-menu';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { invoiceEditPath, jobPath } from '../../../shared/paths';
import { useInvoiceClientCredit } from '../api/client-credit';
import { useDeleteInvoice } from '../api/delete-invoice';
import { invoiceKeys } from '../api/query-keys';
import { invoiceActions } from '../lib/actions';
import { invoicesMessages } from '../messages';
import { ApplyCreditModal } from './apply-credit-modal';
import { CreditNoteModal } from './credit-note-modal';
import { PaymentModal } from './payment-modal';
import { ScheduleModal } from './schedule-modal';
import { SendModal } from './send-modal';
import { VoidModal } from './void-modal';

const texts = invoicesMessages.actions;
type Dialog = 'send' | 'void' | 'delete' | 'payment' | 'apply-credit' | 'credit' | 'schedule';

/** The buttons the invoice's state allows, and their confirmations. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  const [open, setOpen] = useState<Dialog | null>(null);
  const remove = useDeleteInvoice(invoice.id, invoice.jobId);
  const pdf = useDownloadDocumentPdf(ApiRoutes.getInvoicePdf);
  const actions = invoiceActions(invoice);
  // A balance to pay and credit the client has in its currency: the credit may pay it.
  const credit = useInvoiceClientCredit(invoice.id, actions.includes('payment'));
  const creditMinor = actions.includes('payment') ? (credit.data?.amountMinor ?? 0) : 0;
  const close = () => setOpen(null);
  // A version changed elsewhere (another tab sent it): say so and show what the server has now.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.StaleVersion)
      void queries.invalidateQueries({ queryKey: invoiceKeys.invoice(companyId, invoice.id) });
    handleApiError(error);
  };
  return (
    <Group gap="xs" role="group" aria-label={texts.label}>
      {actions.includes('edit') && (
        <Button
          component={Link}
          to={invoiceEditPath(invoice.jobStage, invoice.jobId, invoice.id)}
          variant="default"
        >
          {texts.edit}
        </Button>
      )}
      {actions.includes('send') && <Button onClick={() => setOpen('send')}>{texts.send}</Button>}
      {actions.includes('payment') && <Button onClick={() => setOpen('payment')}>{texts.payment}</Button>}
      {creditMinor > 0 && (
        <Button variant="default" onClick={() => setOpen('apply-credit')}>
          {texts.applyCredit}
        </Button>
      )}
      {actions.includes('schedule') && (
        <Button variant="default" onClick={() => setOpen('schedule')}>
          {texts.schedule}
        </Button>
      )}
      {actions.includes('credit') && (
        <Button variant="default" onClick={() => setOpen('credit')}>
          {texts.credit}
        </Button>
      )}
      {actions.includes('pdf') && (
        <Button
          variant="default"
          loading={pdf.isPending}
          onClick={() => pdf.mutate({ id: invoice.id, name: texts.pdfName(invoice.number) })}
        >
          {texts.pdf}
        </Button>
      )}
      <DocumentMoreMenu
        label={texts.more}
        revoke={
          actions.includes('revoke') ? { route: ApiRoutes.revokeInvoiceLinks, id: invoice.id, texts } : null
        }
      />
      {actions.includes('void') && (
        <Button variant="default" color="red.8" onClick={() => setOpen('void')}>
          {texts.void}
        </Button>
      )}
      {actions.includes('delete') && (
        <Button variant="subtle" color="red" onClick={() => setOpen('delete')}>
          {texts.delete}
        </Button>
      )}
      {actions.includes('send') && (
        <SendModal invoice={invoice} opened={open === 'send'} onClose={close} onError={onError} />
      )}
      {actions.includes('payment') && open === 'payment' && (
        <PaymentModal invoice={invoice} onClose={close} />
      )}
      {open === 'apply-credit' && <ApplyCreditModal invoice={invoice} creditMinor={creditMinor} onClose={close} />}
      {actions.includes('schedule') && open === 'schedule' && (
        <ScheduleModal invoice={invoice} opened onClose={close} onError={onError} />
      )}
      {actions.includes('credit') && (
        <CreditNoteModal invoice={invoice} opened={open === 'credit'} onClose={close} onError={onError} />
      )}
      {actions.includes('void') && (
        <VoidModal invoice={invoice} opened={open === 'void'} onClose={close} onError={onError} />
      )}
      <DeleteDialog
        opened={open === 'delete'}
        texts={texts}
        remove={remove}
        back={`${jobPath(invoice.jobStage, invoice.jobId)}?tab=documents`}
        onClose={close}
        onError={onError}
      />
    </Group>
  );
}
