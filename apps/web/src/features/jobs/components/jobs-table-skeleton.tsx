import type { JobStage } from '@focal/contracts';
import { memo } from 'react';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import { useJobFormat } from '../lib/format';
import { listMessages as texts } from '../messages';
import { JOBS_TABLE_MIN_WIDTH, jobsColumns } from './jobs-table';

/** As many rows as a page holds (list-jobs.ts). */
const ROWS = 25;

/**
 * The list while its first page loads: the table's headings, or on a phone the cards' shapes.
 * Memoised: the first answer arrives as an external store update, drawn at once with the skeleton
 * still in place (QueryState defers the rows), and its 175 cells need not be drawn again then.
 */
export const JobsTableSkeleton = memo(function JobsTableSkeleton({ kind }: { kind: JobStage }) {
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
});
