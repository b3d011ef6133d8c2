import type { BillingOverview } from '@focal/contracts/billing';
import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { Anchor, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { Link } from 'react-router';
import { formatMoney } from '../lib/money';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.billing;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const period = (start: string, end: string) =>
  `${day.format(new Date(start))} – ${day.format(new Date(end))}`;

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
      {invoices.length === 0 ? (
        <Text c="dimmed">{texts.noInvoices}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-labelledby="invoices-title" striped>
            <Table.Thead>
              <Table.Tr>
                {Object.values(texts.columns).map((label) => (
                  <Table.Th key={label}>{label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.number}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>{period(invoice.periodStart, invoice.periodEnd)}</Table.Td>
                  <Table.Td>{formatMoney(invoice.amountMinor, invoice.currency)}</Table.Td>
                  <Table.Td>
                    {invoice.discountMinor > 0 ? formatMoney(invoice.discountMinor, invoice.currency) : '—'}
                  </Table.Td>
                  <Table.Td>{texts.statuses[invoice.status]}</Table.Td>
                  <Table.Td>
                    <ReceiptLink invoice={invoice} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
