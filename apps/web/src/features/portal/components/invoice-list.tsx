import type { PortalHome } from '@focal/contracts/portal/api';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { documentMessages } from '../../documents';
import { InvoiceStateBadge } from '../../invoices';
import { portalInvoicePath } from '../lib/scope';
import { portalMessages } from '../messages';
import { HomeRow } from './home-row';
import { HomeSection } from './home-section';
import { usePortalScope } from './portal-scope';

const texts = portalMessages.home;
const unpaid = (status: PortalHome['invoices'][number]['status']) => status !== 'paid' && status !== 'void';

/** The invoices the studio issued: number and title (the link), state, due day, total and balance. */
export function InvoiceList({ invoices }: { invoices: PortalHome['invoices'] }) {
  const scope = usePortalScope();
  return (
    <HomeSection title={texts.invoices} empty={texts.noInvoices} count={invoices.length}>
      {invoices.map((invoice) => (
        <HomeRow
          key={invoice.id}
          main={
            <Anchor
              component={Link}
              to={portalInvoicePath(scope, invoice.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {texts.invoiceLink(invoice.number, invoice.title)}
            </Anchor>
          }
          details={
            <Group gap="xs">
              <InvoiceStateBadge state={invoice.status} words={documentMessages.invoice.states} />
              {invoice.dueOn && unpaid(invoice.status) && (
                <Text size="sm" c="dimmed">
                  {texts.dueOn(formatCalendarDay(invoice.dueOn))}
                </Text>
              )}
            </Group>
          }
          figures={
            <>
              <Text size="sm">{texts.total(formatMoney(invoice.totalMinor, invoice.currency))}</Text>
              {unpaid(invoice.status) && (
                <Text fw={600}>{texts.balance(formatMoney(invoice.balanceMinor, invoice.currency))}</Text>
              )}
            </>
          }
        />
      ))}
    </HomeSection>
  );
}
