import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Invoice } from '@focal/contracts/invoices/api';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useDownloadDocumentPdf } from '../../../shared/documents/api/download-document-pdf';
import { QueryState } from '../../../shared/ui/query-state';
import { type InvoicePayment, useInvoicePayments } from '../api/get-invoice-payments';
import { invoicesMessages } from '../messages';
import { PaymentsTable } from './payments-table';
import { RefundModal } from './refund-modal';

const texts = invoicesMessages.payments;

/**
 * The payments recorded against an issued invoice, oldest first, each with its refunds, its
 * receipt (a PDF) and a "Refund" while anything is left of it. A draft takes none, and a void
 * invoice was voided only while nothing was paid on it: neither shows the section.
 */
export function PaymentsList({ invoice }: { invoice: Pick<Invoice, 'id' | 'status' | 'number'> }) {
  const takesPayments = invoice.status !== 'draft' && invoice.status !== 'void';
  const query = useInvoicePayments(invoice.id, takesPayments);
  const receipt = useDownloadDocumentPdf(ApiRoutes.getPaymentReceipt);
  const titleId = useId();
  const [refunding, setRefunding] = useState<InvoicePayment | null>(null);
  if (!takesPayments) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {texts.title}
        </Title>
        <QueryState
          query={query}
          loading={texts.loading}
          failed={texts.failed}
          retry={invoicesMessages.retry}
        >
          {({ rows }) =>
            rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {texts.empty}
              </Text>
            ) : (
              <PaymentsTable
                rows={rows}
                invoiceNumber={invoice.number ?? ''}
                onRefund={setRefunding}
                // One receipt at a time: a click while one downloads starts nothing more.
                onReceipt={(payment, name) => receipt.isPending || receipt.mutate({ id: payment.id, name })}
                busy={receipt.isPending}
                downloading={receipt.isPending ? (receipt.variables?.id ?? null) : null}
              />
            )
          }
        </QueryState>
      </Stack>
      {refunding && <RefundModal payment={refunding} onClose={() => setRefunding(null)} />}
    </Paper>
  );
}
