import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { Profiler, useSyncExternalStore } from 'react';
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

  it('draws the first answer in a render of its own, after the loading state is committed again', () => {
    // An answer arriving is an external store update (TanStack Query's), which React draws at once
    // in one task; the section's data is drawn in a deferred render that React slices on a phone.
    let answer: string | undefined;
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      read: () => answer,
    };
    function Section() {
      const data = useSyncExternalStore(store.subscribe, store.read);
      return (
        <QueryState query={{ data, error: null, refetch: vi.fn() }} loading="Loading…" failed="x" retry="y">
          {(rows) => <p>Loaded: {rows}</p>}
        </QueryState>
      );
    }
    const commits: string[] = [];
    render(
      <MantineProvider env="test">
        <Profiler
          id="section"
          onRender={() => commits.push(document.getElementById('section')?.textContent ?? '')}
        >
          <div id="section">
            <Section />
          </div>
        </Profiler>
      </MantineProvider>,
    );
    act(() => {
      answer = 'three rows';
      listeners.forEach((listener) => listener());
    });
    expect(commits.slice(1)).toEqual(['Loading…', 'Loaded: three rows']);
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
