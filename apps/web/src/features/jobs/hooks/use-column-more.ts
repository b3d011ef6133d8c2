import { useState } from 'react';
import type { Job, JobStage } from '@focal/contracts';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import type { JobBoardColumn } from '../api/get-job-board';
import { fetchJobPage } from '../api/list-jobs';
import type { JobFilters } from '../api/query-keys';

/**
 * A board column's cards past its first page: "Load more" reads the next keyset page of the list,
 * filtered to the column (its lead stage, or its status).
 */
export function useColumnMore(stage: JobStage, column: JobBoardColumn, filters: JobFilters) {
  const [more, setMore] = useState<{ items: Job[]; cursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const cursor = more ? more.cursor : column.nextCursor;

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      const own = column.leadStage
        ? { leadStageId: column.leadStage.id }
        : { status: column.status ?? undefined };
      const page = await fetchJobPage(stage, { ...filters, ...own }, cursor);
      setMore({ items: [...(more?.items ?? []), ...page.items], cursor: page.nextCursor });
    } catch (error) {
      handleApiError(error);
    } finally {
      setLoading(false);
    }
  };

  return { items: [...column.items, ...(more?.items ?? [])], cursor, loading, loadMore };
}
