import type { Invoice } from '@focal/contracts/invoices/api';
import type { Payment } from '@focal/contracts/invoices/payments';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { QueryState } from '../../../shared/ui/query-state';
import { useInvoicePayments } from '../api/get-invoice-payments';
import { formatDay } from '../lib/format';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.payments;
const methods = invoicesMessages.payment.methods;

/**
 * The payments recorded against an issued invoice, oldest first. A draft takes none, and a void
 * invoice was voided only while nothing was paid on it: neither shows the section.
 */
export function PaymentsList({ invoice }: { invoice: Pick<Invoice, 'id' | 'status'> }) {
  const takesPayments = invoice.status !== 'draft' && invoice.status !== 'void';
  const query = useInvoicePayments(invoice.id, takesPayments);
  const titleId = useId();
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
              <PaymentsTable rows={rows} />
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function PaymentsTable({ rows }: { rows: readonly Payment[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.receivedOn}</Table.Th>
            <Table.Th>{texts.method}</Table.Th>
            <Table.Th>{texts.reference}</Table.Th>
            <Table.Th ta="right">{texts.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{formatDay(payment.receivedOn)}</Table.Td>
              <Table.Td>{methods[payment.method]}</Table.Td>
              <Table.Td>
                {payment.reference}
                {payment.note && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {payment.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(payment.amountMinor, payment.currency)}
                {payment.creditMinor > 0 && (
                  <Text size="xs" c="dimmed">
                    {texts.keptAsCredit(formatMoney(payment.creditMinor, payment.currency))}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
