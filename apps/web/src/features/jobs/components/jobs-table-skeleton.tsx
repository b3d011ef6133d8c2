import type { JobStage } from '@focal/contracts';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import { useJobFormat } from '../lib/format';
import { listMessages as texts } from '../messages';
import { JOBS_TABLE_MIN_WIDTH, jobsColumns } from './jobs-table';

/** As many rows as a page holds (list-jobs.ts). */
const ROWS = 25;

/** The list while its first page loads: the table's headings, or on a phone the cards' shapes. */
export function JobsTableSkeleton({ kind }: { kind: JobStage }) {
  return (
    <DataTableSkeleton
      columns={jobsColumns(kind, useJobFormat())}
      rows={ROWS}
      label={texts.loading}
      minWidth={JOBS_TABLE_MIN_WIDTH}
      verticalSpacing="sm"
      cards
    />
  );
}
