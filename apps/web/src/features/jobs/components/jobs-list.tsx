import { Button, Stack, Text } from '@mantine/core';
import type { JobStage } from '@focal/contracts';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconBriefcase, IconTargetArrow } from '../../../shared/ui/icons';
import { QueryState } from '../../../shared/ui/query-state';
import type { JobFilters } from '../api/query-keys';
import { useJobList } from '../api/list-jobs';
import { hasFilters } from '../lib/address-filters';
import { listMessages as texts, jobsMessages } from '../messages';
import { JobsTable } from './jobs-table';
import { JobsTableSkeleton } from './jobs-table-skeleton';
import { LoadMore } from '../../../shared/ui/load-more';

export const jobIcons = { lead: IconTargetArrow, job: IconBriefcase } as const;

type Props = { kind: JobStage; filters: JobFilters; onNew: () => void };

/** The list view: keyset pages one after the other, loading (a skeleton) / empty / failed states. */
export function JobsList({ kind, filters, onNew }: Props) {
  const query = useJobList(kind, filters);
  const words = jobsMessages[kind];
  return (
    <QueryState
      query={query}
      loading={<JobsTableSkeleton kind={kind} />}
      failed={texts.failed}
      retry={texts.retry}
    >
      {(data) => {
        const rows = data.pages.flatMap((page) => page.items);
        if (rows.length === 0) {
          return hasFilters(filters) ? (
            <Text c="dimmed">{texts.noMatch}</Text>
          ) : (
            <EmptyState
              title={words.list.emptyTitle}
              icon={jobIcons[kind]}
              action={<Button onClick={onNew}>{words.add}</Button>}
            >
              {words.list.empty}
            </EmptyState>
          );
        }
        return (
          <Stack gap="sm">
            <JobsTable kind={kind} rows={rows} />
            <LoadMore query={query} label={texts.loadMore} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
