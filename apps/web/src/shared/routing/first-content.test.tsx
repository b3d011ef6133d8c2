import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one flag for the page load: each test loads it afresh.
let firstContent: typeof import('./first-content');
let queryState: typeof import('../ui/query-state');

beforeEach(async () => {
  vi.resetModules();
  firstContent = await import('./first-content');
  queryState = await import('../ui/query-state');
});
afterEach(() => vi.useRealTimers());

function Extras() {
  const after = firstContent.useAfterFirstContent();
  return <p>{after ? 'Notices shown' : 'Notices waiting'}</p>;
}

/** A page whose list answers when the test says so, drawn through QueryState as the lists are. */
function Page({ data }: { data: string | undefined }) {
  const { QueryState } = queryState;
  return (
    <QueryState query={{ data, error: null, refetch: () => {} }} loading="Loading…" failed="x" retry="y">
      {(rows) => <p>{rows}</p>}
    </QueryState>
  );
}

function Frame() {
  const [data, setData] = useState<string | undefined>();
  return (
    <MantineProvider env="test">
      <Extras />
      <Page data={data} />
      <button type="button" onClick={() => setData('Three jobs')}>
        answer
      </button>
    </MantineProvider>
  );
}

describe('the frame waits for the page’s first content', () => {
  it('draws the extras at once when the app did not just start (a later page, a test)', () => {
    render(<Frame />);
    expect(screen.getByText('Notices shown')).toBeInTheDocument();
  });

  it('on a fresh load, holds the extras until the page has drawn its first answer', async () => {
    firstContent.awaitFirstContent();
    render(<Frame />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByText('Notices waiting')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'answer' }).click());
    expect(await screen.findByText('Three jobs')).toBeInTheDocument();
    // Well before the three seconds' fallback.
    expect(await screen.findByText('Notices shown', undefined, { timeout: 1_000 })).toBeInTheDocument();
  });

  it('holds them until the frame that shows the first answer is painted, not only committed', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    firstContent.awaitFirstContent();
    render(<Frame />);
    await act(async () => screen.getByRole('button', { name: 'answer' }).click());
    expect(await screen.findByText('Three jobs')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Notices waiting')).toBeInTheDocument();
    frame.mockRestore();
    act(() => frames.forEach((callback) => callback(performance.now())));
    expect(await screen.findByText('Notices shown', undefined, { timeout: 1_000 })).toBeInTheDocument();
  });

  it('counts a page that failed to load as drawn', async () => {
    firstContent.awaitFirstContent();
    const { QueryState } = queryState;
    render(
      <MantineProvider env="test">
        <Extras />
        <QueryState
          query={{ data: undefined, error: new Error('offline'), refetch: () => {} }}
          loading="Loading…"
          failed="The list could not be loaded."
          retry="Try again"
        >
          {() => null}
        </QueryState>
      </MantineProvider>,
    );
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    // Well before the three seconds' fallback.
    expect(await screen.findByText('Notices shown', undefined, { timeout: 1_000 })).toBeInTheDocument();
  });

  it('shows the extras three seconds after the start when the page draws nothing it marks', async () => {
    vi.useFakeTimers();
    firstContent.awaitFirstContent();
    render(<Frame />);
    await act(async () => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('Notices waiting')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('Notices shown')).toBeInTheDocument();
  });
});
