import type { JobStage, QuoteSummary } from '@focal/contracts';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/format-money';
import { newQuotePath, quotePath } from '../../../shared/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { IconPlus } from '../../../shared/ui/icons';
import { quoteStateMessages } from '../../../shared/documents/messages';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { ContractsSection } from '../../contracts';
import { useJobDocuments } from '../api/list-job-documents';
import { InvoicesSection } from '../components/invoices-section';
import { TabRows } from '../components/tab-rows';
import { tabMessages } from '../messages';

const texts = tabMessages.documents;

/**
 * The record's quotes (number, title, state, total, a link to each) and the two "New … quote" buttons;
 * under them its invoices, then its contracts.
 */
export function DocumentsTab({ id, kind }: { id: string; kind: JobStage }) {
  const query = useJobDocuments(id);
  const open = (quote: QuoteSummary) => quotePath(kind, id, quote.kind, quote.id);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {texts.quotes}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={newQuotePath(kind, id, 'fixed')} leftSection={<IconPlus size={16} />}>
            {texts.newFixed}
          </Button>
          <Button
            component={Link}
            to={newQuotePath(kind, id, 'pick-and-choose')}
            variant="default"
            leftSection={<IconPlus size={16} />}
          >
            {texts.newPickAndChoose}
          </Button>
        </Group>
      </Group>
      <TabRows query={query} rows={(data) => data.quotes} empty={texts.empty}>
        {(quotes) => (
          <DataTable
            minWidth={520}
            label={texts.quotes}
            cards
            rows={quotes}
            rowKey={(quote) => quote.id}
            columns={[
              { key: 'number', header: texts.number, cell: (quote) => `#${quote.number}`, card: 'meta' },
              {
                key: 'title',
                header: texts.quoteTitle,
                card: 'title',
                cell: (quote) => (
                  <Anchor component={Link} to={open(quote)}>
                    {quote.title}
                  </Anchor>
                ),
              },
              {
                key: 'kind',
                header: '',
                headerHidden: true,
                cell: (quote) => texts.kinds[quote.kind],
                card: 'meta',
              },
              {
                key: 'state',
                header: texts.state,
                cell: (quote) => <TonalChip text={quoteStateMessages[quote.status]} />,
                card: 'meta',
              },
              {
                key: 'total',
                header: texts.total,
                align: 'right',
                card: 'aside',
                cell: (quote) => formatMoney(quote.totalMinor, quote.currency),
              },
            ]}
          />
        )}
      </TabRows>
      <InvoicesSection id={id} kind={kind} query={query} />
      <ContractsSection id={id} kind={kind} query={query} />
    </Stack>
  );
}
