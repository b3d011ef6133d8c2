import { Table, VisuallyHidden } from '@mantine/core';
import type { InvoicePayment } from '../api/get-invoice-payments';
import { invoicesMessages } from '../messages';
import { PaymentRow } from './payment-row';

const texts = invoicesMessages.payments;

type Props = { rows: readonly InvoicePayment[]; onRefund: (payment: InvoicePayment) => void };

/** The invoice's payments as a table: a row each, its refunds on a row under it. */
export function PaymentsTable({ rows, onRefund }: Props) {
  return (
    <Table.ScrollContainer minWidth={520}>
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
          {rows.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} columns={5} onRefund={() => onRefund(payment)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
