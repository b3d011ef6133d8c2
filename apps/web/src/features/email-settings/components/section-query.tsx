import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeError } from '../../../shared/errors/describe-error';
import { emailSettingsMessages as texts } from '../messages';

type Props<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'refetch'>;
  /** Lines of the skeleton while it loads, about the section's height. */
  lines?: number;
  children: (data: T) => ReactNode;
};

/** A section's body from its supplied GET: a skeleton while it loads, the error with Try again. */
export function SectionQuery<T>({ query, lines = 3, children }: Props<T>) {
  const { data, error, refetch } = query;
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    const { title, message } = describeError(error);
    return (
      <Alert color="red" title={texts.sectionLoadFailed}>
        {title}: {message}
        <Button display="block" mt="sm" size="xs" variant="default" onClick={() => void refetch()}>
          {texts.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" aria-busy="true" aria-label={texts.loading}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={28} width={i % 2 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}
