import type { JobStage } from '@focal/contracts';
import type { InvoiceSummary } from '@focal/contracts/invoices/api';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { invoicePath, newInvoicePath } from '../../../shared/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { IconPlus } from '../../../shared/ui/icons';
import { InvoiceStateBadge } from '../../invoices';
import type { useJobDocuments } from '../api/list-job-documents';
import { tabMessages } from '../messages';
import { TabRows } from './tab-rows';

const texts = tabMessages.documents;


/** The record's invoices (number or Draft, title, state, total, balance, due day) and "New invoice". */
export function InvoicesSection({
  id,
  kind,
  query,
}: {
  id: string;
  kind: JobStage;
  query: ReturnType<typeof useJobDocuments>;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {texts.invoices}
        </Title>
        <Button component={Link} to={newInvoicePath(kind, id)} leftSection={<IconPlus size={16} />}>
          {texts.newInvoice}
        </Button>
      </Group>
      <TabRows query={query} rows={(data) => data.invoices} empty={texts.invoicesEmpty}>
        {(invoices) => (
          <DataTable<InvoiceSummary>
            minWidth={640}
            label={texts.invoices}
            cards
            rows={invoices}
            rowKey={(invoice) => invoice.id}
            columns={[
              {
                key: 'number',
                header: texts.number,
                cell: (invoice) => invoice.number ?? texts.draftNumber,
                card: 'meta',
              },
              {
                key: 'title',
                header: texts.invoiceTitle,
                card: 'title',
                cell: (invoice) => (
                  <Anchor component={Link} to={invoicePath(invoice.id)}>
                    {invoice.title}
                  </Anchor>
                ),
              },
              {
                key: 'state',
                header: texts.state,
                cell: (invoice) => <InvoiceStateBadge state={invoice.status} />,
                card: 'meta',
              },
              {
                key: 'due',
                header: texts.dueOn,
                cell: (invoice) => (invoice.dueOn ? formatCalendarDay(invoice.dueOn) : ''),
                card: 'meta',
              },
              {
                key: 'total',
                header: texts.total,
                align: 'right',
                card: 'aside',
                cell: (invoice) => formatMoney(invoice.totalMinor, invoice.currency),
              },
              {
                key: 'balance',
                header: texts.balance,
                align: 'right',
                card: 'meta',
                cell: (invoice) => formatMoney(invoice.balanceMinor, invoice.currency),
              },
            ]}
          />
        )}
      </TabRows>
    </Stack>
  );
}
