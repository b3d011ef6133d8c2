import type { ClientRow } from '@focal/contracts';
import { Group, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatMoney } from '../../../shared/format/format-money';
import { formatDateInZone } from '../../../shared/format/format-date';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { selectionColumn } from '../../../shared/ui/data-table-selection';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { clientPath } from '../../../shared/paths';
import { clientsMessages } from '../messages';
import { AppAnchor } from '../../../shared/ui/app-anchor';

const texts = clientsMessages.columns;
type Column = DataTableColumn<ClientRow>;
type Selection = { selected: ReadonlySet<string>; onSelect?: (ids: string[], on: boolean) => void };

/**
 * The list's columns, a checkbox first; its loading skeleton draws the same headings. On a phone a
 * card: the name (the link), the open balance, email · phone, the tags; selecting, for bulk tags, is
 * the desk's (the checkboxes give way).
 */
export function clientsColumns(
  rows: readonly ClientRow[],
  { selected, onSelect }: Selection,
  { timeZone, currency }: { timeZone: string; currency: string },
): Column[] {
  return [
    selectionColumn({
      rows,
      rowId: (row) => row.id,
      selected,
      ...(onSelect && { onSelect }),
      pageLabel: texts.selectPage,
      rowLabel: (row) => `${texts.select} ${row.displayName}`,
    }),
    {
      key: 'name',
      header: texts.name,
      placeholder: 'title',
      card: 'title',
      cell: (row) => (
        <>
          <Group gap={6} wrap="nowrap">
            <AppAnchor to={clientPath(row.id)} fw={500}>
              {row.displayName}
            </AppAnchor>
            {row.archivedAt ? <TonalChip text={clientsMessages.archived} /> : null}
          </Group>
          <Text size="xs" c="dimmed">
            {clientsMessages.kinds[row.kind]}
          </Text>
        </>
      ),
    },
    { key: 'email', header: texts.email, card: 'meta', cell: (row) => row.email ?? '' },
    { key: 'phone', header: texts.phone, card: 'meta', cell: (row) => row.phone ?? '' },
    {
      key: 'tags',
      header: texts.tags,
      card: 'line',
      // No tags: an empty cell, which a card leaves out.
      cell: (row) =>
        row.tags.length > 0 && (
          <Group gap={4}>
            {row.tags.map((tag) => (
              <TonalChip key={tag} text={tag} theme="info" />
            ))}
          </Group>
        ),
    },
    {
      key: 'balance',
      header: texts.openBalance,
      align: 'right',
      card: 'aside',
      // None: a dash in the table, left out of a card.
      cell: (row) =>
        row.openBalanceCents ? formatMoney(row.openBalanceCents, currency) : <span data-card-omit>—</span>,
    },
    { key: 'created', header: texts.created, cell: (row) => formatDateInZone(row.createdAt, timeZone) },
  ];
}

type Props = {
  rows: ClientRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
};

/** One page of clients (never more: the list stays fast at any size), with a checkbox per row and one for the page. */
export function ClientsTable({ rows, selected, onSelect }: Props) {
  const { authorizedCompany, profile } = useBootstrap();
  const format = { timeZone: authorizedCompany.timeZone, currency: profile.currency.currencyCode };
  return (
    <DataTable
      columns={clientsColumns(rows, { selected, onSelect }, format)}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={760}
      cards
      highlightOnHover
      verticalSpacing="xs"
    />
  );
}
