import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Job, JobStage } from '@focal/contracts';
import { jobPath } from '../../../shared/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { formatDay, stateOf, useJobFormat } from '../lib/format';
import { listMessages as texts, jobsMessages } from '../messages';
import { JobTypeDot } from './job-type-dot';

/** One page-worth of rows at a time (keyset pages added below by "Load more"). */
export function JobsTable({ kind, rows }: { kind: JobStage; rows: Job[] }) {
  const format = useJobFormat();
  return (
    <DataTable
      minWidth={760}
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
      columns={[
        {
          key: 'name',
          header: texts.columns.name,
          cell: (row) => (
            <Anchor component={Link} to={jobPath(row.stage, row.id)} fw={500}>
              {row.name}
            </Anchor>
          ),
        },
        {
          key: 'clients',
          header: texts.columns.clients,
          cell: (row) => <Text size="sm">{row.clients.map((c) => c.displayName).join(', ')}</Text>,
        },
        { key: 'type', header: texts.columns.type, cell: (row) => <JobTypeDot type={row.jobType} /> },
        { key: 'mainDate', header: texts.columns.mainDate, cell: (row) => formatDay(row.mainDate) },
        {
          key: 'status',
          header: jobsMessages[kind].status,
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
          cell: (row) => format.money(row.valueCents),
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
      ]}
    />
  );
}
