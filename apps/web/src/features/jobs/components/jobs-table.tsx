import { Anchor, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { Link } from 'react-router';
import type { Job } from '@focal/contracts';
import type { JobStage } from '@focal/contracts';
import { jobPath } from '../../../shared/paths';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { formatDay, stateOf, useJobFormat } from '../lib/format';
import { listMessages as texts, jobsMessages } from '../messages';
import { JobTypeDot } from './job-type-dot';

const COLUMNS = 7;

/** One page-worth of rows at a time (keyset pages added below by "Load more"). */
export function JobsTable({ kind, rows }: { kind: JobStage; rows: Job[] }) {
  const format = useJobFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.name}</Table.Th>
            <Table.Th>{texts.columns.clients}</Table.Th>
            <Table.Th>{texts.columns.type}</Table.Th>
            <Table.Th>{texts.columns.mainDate}</Table.Th>
            <Table.Th>{jobsMessages[kind].status}</Table.Th>
            <Table.Th ta="right">{texts.columns.value}</Table.Th>
            <Table.Th>{texts.columns.nextSession}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) =>
            row.limited ? (
              // Spec 01 §8: a job past the plan's limit shows no details.
              <Table.Tr key={row.id}>
                <Table.Td colSpan={COLUMNS}>
                  <Text size="sm" c="dimmed">
                    {texts.limited}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={jobPath(row.stage, row.id)} fw={500}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.clients.map((c) => c.displayName).join(', ')}</Text>
                </Table.Td>
                <Table.Td>
                  <JobTypeDot type={row.jobType} />
                </Table.Td>
                <Table.Td>{formatDay(row.mainDate)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <TonalChip text={stateOf(row)} theme={row.status === 'active' ? 'info' : 'default'} />
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{format.money(row.valueCents)}</Table.Td>
                <Table.Td>
                  {row.nextSession ? (
                    <Text size="sm">
                      {row.nextSession.name} · {format.instant(row.nextSession.startsAt)}
                    </Text>
                  ) : (
                    texts.notSet
                  )}
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
