import { Alert, Button, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { describeError } from '../errors/describe-error';
import { useFirstContentMark } from '../routing/first-content';
import { Waiting } from './waiting';

/** A TanStack query's result, or anything with its three fields. */
export type QueryResult<T> = { data: T | undefined; error: unknown; refetch: () => unknown };

type Props<T> = {
  query: QueryResult<T>;
  /** The words while it loads (a page waiting), or what to draw instead (a section's skeleton). */
  loading: ReactNode;
  /** The alert's title when it could not be loaded. */
  failed: string;
  retry: string;
  children: (data: T) => ReactNode;
};

/**
 * The three states of what a page or a section loads: loading, loaded, or failed with the server's
 * words and a retry. Data already loaded stays on screen when a later refetch fails.
 *
 * The first answer is drawn in a deferred render: it is an external store update, drawn at once in
 * one task as long as the whole section (a page of rows, a board, the dashboard: 50-300 ms on a
 * phone); deferred, React draws it in slices of a few milliseconds with the browser free between
 * them, while the loading state stays on screen. Later answers are drawn at once, so what a page shows
 * never lags behind what a save just answered.
 */
export function QueryState<T>({ query, loading, failed, retry, children }: Props<T>) {
  const loaded = query.data !== undefined;
  const drawn = useDeferredValue(loaded);
  const failedFirst = Boolean(query.error) && !loaded;
  // The frame's extras wait for the page's first answer or failure (shared/routing/first-content.ts).
  useFirstContentMark((loaded && drawn) || failedFirst);
  if (loaded && drawn) return <>{children(query.data as T)}</>;
  if (failedFirst) {
    return (
      <Alert color="red" title={failed}>
        <Text size="sm">{describeError(query.error).message}</Text>
        <Button mt="sm" size="compact-md" variant="default" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </Alert>
    );
  }
  return typeof loading === 'string' ? <Waiting text={loading} /> : <>{loading}</>;
}
