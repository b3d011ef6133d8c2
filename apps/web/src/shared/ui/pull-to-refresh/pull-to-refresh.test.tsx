import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { PullToRefresh } from './pull-to-refresh';

function touch(type: string, clientY: number) {
  const event = new Event(type);
  const point = [{ clientY }];
  Object.defineProperty(event, type === 'touchend' ? 'changedTouches' : 'touches', { value: point });
  if (type === 'touchend') Object.defineProperty(event, 'touches', { value: [] });
  act(() => {
    window.dispatchEvent(event);
  });
}

const labels = { pull: 'Pull to refresh', refreshing: 'Refreshing…' };

describe('PullToRefresh', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes after a 120 px pull from the top, then goes away after 200 ms', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <MantineProvider env="test">
        <PullToRefresh onRefresh={onRefresh} labels={labels} />
      </MantineProvider>,
    );
    touch('touchstart', 100);
    touch('touchmove', 180);
    expect(screen.getByRole('status', { name: 'Pull to refresh' })).toBeInTheDocument();
    touch('touchmove', 225);
    touch('touchend', 225);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Refreshing…' })).toBeInTheDocument();

    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'ending');
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does nothing for a short pull', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <MantineProvider env="test">
        <PullToRefresh onRefresh={onRefresh} labels={labels} />
      </MantineProvider>,
    );
    touch('touchstart', 100);
    touch('touchmove', 200);
    touch('touchend', 200);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
