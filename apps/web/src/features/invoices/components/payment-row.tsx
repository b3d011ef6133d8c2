import { Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { PaymentStateChip, paymentMethodWords } from '../../../shared/documents/payment-words';
import { formatMoney } from '../../../shared/format/format-money';
import type { InvoicePayment } from '../api/get-invoice-payments';
import { formatDay } from '../lib/format';
import { leftToRefund } from '../lib/refund-draft';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.payments;

type Props = {
  payment: InvoicePayment;
  /** The table's columns: the refunds' row spans them all. */
  columns: number;
  onRefund: () => void;
  onReceipt: () => void;
  /** Its receipt is on its way. */
  downloading: boolean;
  /** Another receipt is on its way. */
  receiptDisabled: boolean;
};

/**
 * One payment: its day, method, reference and note, amount (what was kept as credit, how much of it
 * went back), its receipt, "Refund" while anything is left of it (a pending card refund holds its
 * part); its refunds on a row under it, a card refund the provider has not answered as pending.
 */
export function PaymentRow({ payment, columns, onRefund, onReceipt, downloading, receiptDisabled }: Props) {
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const { refunds, state } = payment;
  const day = formatDay(payment.receivedOn);
  // The refunds' row reads as part of the payment's: no line between them.
  const joined = refunds.length > 0 ? { borderBottom: 'none' } : undefined;
  return (
    <>
      <Table.Tr style={joined}>
        <Table.Td>{day}</Table.Td>
        <Table.Td>{paymentMethodWords[payment.method]}</Table.Td>
        <Table.Td>
          {payment.reference}
          {payment.note && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {payment.note}
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {money(payment.amountMinor)}
          {payment.creditMinor > 0 && (
            <Text size="xs" c="dimmed">
              {texts.keptAsCredit(money(payment.creditMinor))}
            </Text>
          )}
          {state !== 'paid' && (
            <Box mt={4}>
              <PaymentStateChip state={state} />
            </Box>
          )}
        </Table.Td>
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={texts.receiptLabel(money(payment.amountMinor), day)}
              loading={downloading}
              disabled={receiptDisabled}
              onClick={onReceipt}
            >
              {texts.receipt}
            </Button>
            {/* One made from the client's credit brought no money to give back: the server refuses it. */}
            {leftToRefund(payment) > 0 && payment.method !== 'client-credit' && (
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={texts.refundLabel(money(payment.amountMinor), day)}
                onClick={onRefund}
              >
                {texts.refund}
              </Button>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {refunds.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={columns} pt={0}>
            <Stack gap={2}>
              {refunds.map((refund) => (
                <Text key={refund.id} size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {(refund.status === 'pending' ? texts.refundPending : texts.refunded)(
                    money(refund.amountMinor),
                    formatDay(refund.refundedOn),
                    refund.reason,
                  )}
                </Text>
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
