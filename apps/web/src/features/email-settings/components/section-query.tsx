import { Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import type { ReactNode } from 'react';
import { type QueryResult, QueryState } from '../../../shared/ui/query-state';
import { emailSettingsMessages as texts } from '../messages';

type Props<T> = {
  query: QueryResult<T>;
  /** Lines of the skeleton while it loads, about the section's height. */
  lines?: number;
  children: (data: T) => ReactNode;
};

/** A section's body from its supplied GET: a skeleton while it loads, the error with Try again. */
export function SectionQuery<T>({ query, lines = 3, children }: Props<T>) {
  const skeleton = (
    <Stack gap="xs" aria-busy="true" aria-label={texts.loading}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={28} width={i % 2 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
  return (
    <QueryState query={query} loading={skeleton} failed={texts.sectionLoadFailed} retry={texts.retry}>
      {children}
    </QueryState>
  );
}
