import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { IconHistory } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { useAdmins } from '../../administrators/api/list-admins';
import { ListState } from '../../components/list-state';
import { type AuditFilters as Filters, useAuditLog } from '../api/list-audit-log';
import { AuditLogTable } from '../components/audit-log-table';
import { AuditFilters } from '../components/audit-filters';
import { auditLogMessages as texts } from '../messages';
import { useConsoleTitle } from '../../lib/use-console-title';
import { LoadMore } from '../../../../shared/ui/load-more';

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

  const list = (
    <ListState
      query={log}
      count={entries.length}
      loading={texts.loading}
      empty={{ title: texts.emptyTitle, icon: IconHistory, text: texts.emptyText }}
    >
      <AuditLogTable entries={entries} />
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
      <LoadMore query={log} label={texts.loadMore} />
    </Stack>
  );
}
