import type { BillingOverview } from '@focal/contracts/billing';
import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { Card, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { useLocation } from 'react-router';
import { useBilling } from '../api/get-billing';
import { usePlans } from '../api/get-plans';
import { FramePage } from '../components/frame-page';
import { LoadState } from '../components/load-state';
import { formatBillingDay } from '../../../shared/format/billing-day';
import { formatMoney } from '../lib/money';
import { checkoutMessages } from '../messages';
import { closeFrame } from '../lib/post-to-app';

const texts = checkoutMessages.receipt;

/**
 * A paid invoice's receipt (the sandbox's; Stripe's receipts are Stripe's own pages), reached from
 * the receipt number in the billing page's invoices: what was paid, for what, when and by whom.
 */
export function ReceiptPage() {
  const number = new URLSearchParams(useLocation().search).get('number');
  const billing = useBilling();
  const plans = usePlans();
  const invoice = billing.data?.invoices.find((i) => i.receiptNumber && i.receiptNumber === number);
  const planName = plans.data?.plans.find((p) => p.planId === invoice?.planId)?.name ?? invoice?.planId;

  return (
    <FramePage
      title={number ? `${texts.title} ${number}` : texts.title}
      openEvent="billingUpdateOpen"
      onClose={() => closeFrame('billingUpdateClose', null)}
      back={CheckoutFramePages.billingUpdate}
    >
      {!billing.data ? (
        <LoadState error={billing.error} retry={() => void billing.refetch()} />
      ) : !invoice ? (
        <Text>{texts.missing}</Text>
      ) : (
        <Card withBorder padding="lg" maw={560}>
          <Table variant="vertical" layout="fixed" withRowBorders={false}>
            <Table.Tbody>{rows(invoice, planName, billing.data.details).map(row)}</Table.Tbody>
          </Table>
        </Card>
      )}
    </FramePage>
  );
}

type Invoice = BillingOverview['invoices'][number];

type Row = readonly [string, string | null | undefined];

function rows(invoice: Invoice, planName: string | undefined, details: BillingOverview['details']): Row[] {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const billedTo = [details.billingName, details.billingEmail, details.billingAddress, details.taxId];
  return [
    [texts.number, invoice.receiptNumber],
    [texts.invoice, invoice.number],
    [texts.paidAt, invoice.paidAt ? formatBillingDay(invoice.paidAt) : '—'],
    [texts.plan, planName],
    [texts.period, `${formatBillingDay(invoice.periodStart)} – ${formatBillingDay(invoice.periodEnd)}`],
    [texts.price, money(invoice.amountMinor + invoice.discountMinor)],
    ...(invoice.discountMinor > 0 ? [[texts.discount, `−${money(invoice.discountMinor)}`] as const] : []),
    [texts.total, money(invoice.amountMinor)],
    [texts.billedTo, billedTo.filter(Boolean).join('\n') || '—'],
  ];
}

const row = ([label, value]: Row) => (
  <Table.Tr key={label}>
    <Table.Th w={160}>{label}</Table.Th>
    <Table.Td>
      <Stack gap={0} style={{ whiteSpace: 'pre-line' }}>
        {value}
      </Stack>
    </Table.Td>
  </Table.Tr>
);
