import '@mantine/core/styles/Table.css';
import type { ClientRow } from '@focal/contracts';
import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatMoney } from '../../../shared/format/format-money';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { formatDateInZone } from '../../../shared/format/format-date';
import { clientPath } from '../lib/paths';
import { clientsMessages } from '../messages';
import { ClientsTableHead } from './clients-table-head';

const texts = clientsMessages.columns;

type Props = {
  rows: ClientRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
};

/** One page of clients (never more: the list stays fast at any size), with a checkbox per row and one for the page. */
export function ClientsTable({ rows, selected, onSelect }: Props) {
  const { authorizedCompany, profile } = useBootstrap();
  const ids = rows.map((r) => r.id);
  const onPage = ids.filter((id) => selected.has(id)).length;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="xs">
        <ClientsTableHead
          checked={onPage > 0 && onPage === ids.length}
          indeterminate={onPage > 0 && onPage < ids.length}
          onToggle={(on) => onSelect(ids, on)}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`${texts.select} ${row.displayName}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={clientPath(row.id)} fw={500}>
                    {row.displayName}
                  </Anchor>
                  {row.archivedAt ? <TonalChip text={clientsMessages.archived} /> : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {clientsMessages.kinds[row.kind]}
                </Text>
              </Table.Td>
              <Table.Td>{row.email ?? ''}</Table.Td>
              <Table.Td>{row.phone ?? ''}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {row.tags.map((tag) => (
                    <TonalChip key={tag} text={tag} theme="info" />
                  ))}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {row.openBalanceCents
                  ? formatMoney(row.openBalanceCents, profile.currency.currencyCode)
                  : '—'}
              </Table.Td>
              <Table.Td>{formatDateInZone(row.createdAt, authorizedCompany.timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
