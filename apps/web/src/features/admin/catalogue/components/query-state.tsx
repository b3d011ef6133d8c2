import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../../shared/http/api-error';
import { sharedMessages } from '../../../../shared/messages';
import { Waiting } from '../../../../shared/ui/waiting';

type Props<T> = {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  retry: string;
  children: (data: T) => ReactNode;
};

/** A console list's three states: loading, failed (with the server's words and a retry), loaded. */
export function QueryState<T>({ query, loading, failed, retry, children }: Props<T>) {
  if (query.isPending) return <Waiting text={loading} />;
  if (query.isError) {
    const message = isApiError(query.error)
      ? query.error.body.errorMessage
      : sharedMessages.genericErrorMessage;
    return (
      <Alert color="red" title={failed}>
        <Text size="sm">{message}</Text>
        <Button mt="sm" size="compact-md" variant="default" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
