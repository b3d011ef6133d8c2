import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { IconHistory } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { useAdmins } from '../../administrators/api/list-admins';
import { ListState } from '../../components/list-state';
import { type AuditFilters as Filters, useAuditLog } from '../api/list-audit-log';
import { AuditEntryRow } from '../components/audit-entry-row';
import { AuditFilters } from '../components/audit-filters';
import { auditLogMessages as texts } from '../messages';
import { useConsoleTitle } from '../../lib/use-console-title';

const FILTER_KEYS = ['adminId', 'action', 'targetKind', 'targetId'] as const;

/** /admins/audit-log: read-only, newest first, filters in the address so a view can be shared. */
export function AuditLogPage() {
  useConsoleTitle(texts.title);
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const log = useAuditLog(filters);
  const admins = useAdmins();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const column = texts.columns;

  const list = (
    <ListState
      query={log}
      count={entries.length}
      loading={texts.loading}
      empty={{ title: texts.emptyTitle, icon: IconHistory, text: texts.emptyText }}
    >
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={texts.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{column.when}</Table.Th>
              <Table.Th>{column.who}</Table.Th>
              <Table.Th>{column.from}</Table.Th>
              <Table.Th>{column.action}</Table.Th>
              <Table.Th>{column.target}</Table.Th>
              <Table.Th>{column.changes}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListState>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      <AuditFilters
        key={params.toString()}
        value={filters}
        admins={admins.data?.admins ?? []}
        onChange={(next) => setParams(next as Record<string, string>, { replace: true })}
      />
      {list}
      {log.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {texts.loadMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
