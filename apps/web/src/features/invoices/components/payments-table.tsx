import { receiptFileName } from '@focal/contracts/invoices/receipts';
import { Table, VisuallyHidden } from '@mantine/core';
import type { InvoicePayment } from '../api/get-invoice-payments';
import { invoicesMessages } from '../messages';
import { PaymentRow } from './payment-row';

const texts = invoicesMessages.payments;

type Props = {
  rows: readonly InvoicePayment[];
  invoiceNumber: string;
  onRefund: (payment: InvoicePayment) => void;
  onReceipt: (payment: InvoicePayment, fileName: string) => void;
  /** The payment whose receipt is on its way. */
  downloading: string | null;
  /** A receipt is on its way: the others wait. */
  busy: boolean;
};

/**
 * The invoice's payments as a table: a row each, its refunds on a row under it. Oldest first, as
 * the server numbers receipts: the nth row's is `receipt-<invoice number>-n.pdf`.
 */
export function PaymentsTable({ rows, invoiceNumber, onRefund, onReceipt, downloading, busy }: Props) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.receivedOn}</Table.Th>
            <Table.Th>{texts.method}</Table.Th>
            <Table.Th>{texts.reference}</Table.Th>
            <Table.Th ta="right">{texts.amount}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((payment, index) => (
            <PaymentRow
              key={payment.id}
              payment={payment}
              columns={5}
              onRefund={() => onRefund(payment)}
              onReceipt={() => onReceipt(payment, receiptFileName(invoiceNumber, index + 1))}
              downloading={downloading === payment.id}
              receiptDisabled={busy}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
