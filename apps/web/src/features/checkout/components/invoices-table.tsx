import type { BillingOverview } from '@focal/contracts/billing';
import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { Anchor, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table';
import { formatBillingDay } from '../../../shared/format/billing-day';
import { formatMoney } from '../lib/money';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.billing;
const column = texts.columns;
const period = (start: string, end: string) => `${formatBillingDay(start)} – ${formatBillingDay(end)}`;

type Invoice = BillingOverview['invoices'][number];

/**
 * The receipt number as a link to the receipt: Stripe's own page in a new tab, or the sandbox's
 * receipt page in the frame.
 */
function ReceiptLink({ invoice }: { invoice: Invoice }) {
  const number = invoice.receiptNumber;
  if (!number) return <>—</>;
  if (invoice.receiptUrl)
    return (
      <Anchor href={invoice.receiptUrl} target="_blank" rel="noopener noreferrer">
        {number}
        <VisuallyHidden> {texts.opensInNewTab}</VisuallyHidden>
      </Anchor>
    );
  const to = `${CheckoutFramePages.receipt}?${new URLSearchParams({ number }).toString()}`;
  return (
    <Anchor component={Link} to={to}>
      {number}
    </Anchor>
  );
}

/** The account's invoices, newest first; scrolls sideways on a phone rather than squeezing. */
export function InvoicesTable({ invoices }: { invoices: BillingOverview['invoices'] }) {
  return (
    <section aria-labelledby="invoices-title">
      <Title order={2} size="h4" id="invoices-title" mb="xs">
        {texts.invoices}
      </Title>
      <DataTable
        labelledBy="invoices-title"
        minWidth={640}
        striped
        empty={texts.noInvoices}
        rows={invoices}
        rowKey={(invoice) => invoice.number}
        columns={[
          { key: 'number', header: column.number, cell: (invoice) => invoice.number },
          {
            key: 'period',
            header: column.period,
            cell: (invoice) => period(invoice.periodStart, invoice.periodEnd),
          },
          {
            key: 'amount',
            header: column.amount,
            cell: (invoice) => formatMoney(invoice.amountMinor, invoice.currency),
          },
          {
            key: 'discount',
            header: column.discount,
            cell: (invoice) =>
              invoice.discountMinor > 0 ? formatMoney(invoice.discountMinor, invoice.currency) : '—',
          },
          { key: 'status', header: column.status, cell: (invoice) => texts.statuses[invoice.status] },
          { key: 'receipt', header: column.receipt, cell: (invoice) => <ReceiptLink invoice={invoice} /> },
        ]}
      />
    </section>
  );
}
