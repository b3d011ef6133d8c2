import { Group, Text } from '@mantine/core';
import type { Job, JobStage } from '@focal/contracts';
import { jobPath } from '../../../shared/paths';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { formatDay, stateOf, useJobFormat } from '../lib/format';
import { listMessages as texts, jobsMessages } from '../messages';
import { JobTypeDot } from './job-type-dot';
import { AppAnchor } from '../../../shared/ui/app-anchor';

/** The table's width before it scrolls sideways (a desktop window narrower than the page). */
export const JOBS_TABLE_MIN_WIDTH = 760;

/** "Not set" in the table; a card on a phone leaves the fact out instead. */
const notSet = <span data-card-omit>{texts.notSet}</span>;

/**
 * The list's columns; its loading skeleton draws the same headings. On a phone a card: the name (the
 * link), the value, the clients, then type · main date · stage or status.
 */
export function jobsColumns(kind: JobStage, format: ReturnType<typeof useJobFormat>): DataTableColumn<Job>[] {
  return [
    {
      key: 'name',
      header: texts.columns.name,
      card: 'title',
      placeholder: 'title',
      cell: (row) => (
        <AppAnchor to={jobPath(row.stage, row.id)} fw={500}>
          {row.name}
        </AppAnchor>
      ),
    },
    {
      key: 'clients',
      header: texts.columns.clients,
      card: 'line',
      cell: (row) => <Text size="sm">{row.clients.map((c) => c.displayName).join(', ')}</Text>,
    },
    {
      key: 'type',
      header: texts.columns.type,
      card: 'meta',
      cell: (row) => <JobTypeDot type={row.jobType} />,
    },
    {
      key: 'mainDate',
      header: texts.columns.mainDate,
      card: 'meta',
      cell: (row) => (row.mainDate ? formatDay(row.mainDate) : notSet),
    },
    {
      key: 'status',
      header: jobsMessages[kind].status,
      card: 'meta',
      cell: (row) => (
        <Group gap={4}>
          <TonalChip text={stateOf(row)} theme={row.status === 'active' ? 'info' : 'default'} />
        </Group>
      ),
    },
    {
      key: 'value',
      header: texts.columns.value,
      align: 'right',
      card: 'aside',
      cell: (row) => (row.valueCents === null ? notSet : format.money(row.valueCents)),
    },
    {
      key: 'nextSession',
      header: texts.columns.nextSession,
      cell: (row) =>
        row.nextSession ? (
          <Text size="sm">
            {row.nextSession.name} · {format.instant(row.nextSession.startsAt)}
          </Text>
        ) : (
          texts.notSet
        ),
    },
  ];
}

/** One page-worth of rows at a time (keyset pages added below by "Load more"). */
export function JobsTable({ kind, rows }: { kind: JobStage; rows: Job[] }) {
  const format = useJobFormat();
  return (
    <DataTable
      minWidth={JOBS_TABLE_MIN_WIDTH}
      cards
      verticalSpacing="sm"
      highlightOnHover
      rows={rows}
      rowKey={(row) => row.id}
      // Spec 01 §8: a job past the plan's limit shows no details.
      wholeRow={(row) =>
        row.limited && (
          <Text size="sm" c="dimmed">
            {texts.limited}
          </Text>
        )
      }
      columns={jobsColumns(kind, format)}
    />
  );
}
