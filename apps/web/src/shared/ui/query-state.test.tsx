import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { sharedMessages } from '../messages';
import { type QueryResult, QueryState } from './query-state';
import { setupUser } from '../../test/user-event';

type Query = QueryResult<string>;

const renderState = (query: Query) =>
  render(
    <MantineProvider env="test">
      <QueryState
        query={query}
        loading="Loading the list…"
        failed="The list could not be loaded."
        retry="Try again"
      >
        {(data) => <p>Loaded: {data}</p>}
      </QueryState>
    </MantineProvider>,
  );

const denied = new ApiError(403, {
  errorCode: 'Forbidden',
  errorTitle: 'Not allowed',
  errorMessage: 'No access',
  data: null,
});

describe('QueryState (pages and sections that load)', () => {
  it('says what is loading, then draws the data', () => {
    const refetch = vi.fn();
    const { rerender } = renderState({ data: undefined, error: null, refetch });
    expect(screen.getByText('Loading the list…')).toBeInTheDocument();
    rerender(
      <MantineProvider env="test">
        <QueryState query={{ data: 'three rows', error: null, refetch }} loading="…" failed="x" retry="y">
          {(data) => <p>Loaded: {data}</p>}
        </QueryState>
      </MantineProvider>,
    );
    expect(screen.getByText('Loaded: three rows')).toBeVisible();
  });

  it("fails with the server's words and a retry that refetches", async () => {
    const refetch = vi.fn().mockResolvedValue(undefined);
    renderState({ data: undefined, error: denied, refetch });
    expect(screen.getByText('The list could not be loaded.')).toBeVisible();
    expect(screen.getByText('No access')).toBeVisible();
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says something plain for an error that is not the API’s', () => {
    renderState({ data: undefined, error: new TypeError('Failed to fetch'), refetch: vi.fn() });
    expect(screen.getByText(sharedMessages.genericErrorMessage)).toBeVisible();
  });

  it('keeps data already loaded when a later refetch fails', () => {
    renderState({ data: 'three rows', error: denied, refetch: vi.fn() });
    expect(screen.getByText('Loaded: three rows')).toBeVisible();
    expect(screen.queryByText('No access')).not.toBeInTheDocument();
  });
});
