import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { showErrorToast } from '../../../shared/errors/error-toast';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { Icon } from '../../../shared/ui/icons';
import { LoadingStatus } from '../../../shared/ui/loading-status';

type Props = {
  /** The list's query: its error is shown in a toast; while pending, the loading status stands here. */
  query: { error: unknown; isPending: boolean };
  /** How many items the list has now; none shows the empty state instead of `children`. */
  count: number;
  loading: string;
  empty: { title: string; icon: Icon; text: ReactNode };
  /** The list itself (a table). */
  children: ReactNode;
};

/** A console list page's list (audit log, outbox): loading, empty, or the list; a failure in a toast. */
export function ListState({ query, count, loading, empty, children }: Props) {
  const { error } = query;
  useEffect(() => {
    if (error) showErrorToast(error);
  }, [error]);

  if (query.isPending) return <LoadingStatus label={loading} visibleLabel py="xl" />;
  if (count === 0)
    return (
      <EmptyState title={empty.title} icon={empty.icon}>
        {empty.text}
      </EmptyState>
    );
  return children;
}
