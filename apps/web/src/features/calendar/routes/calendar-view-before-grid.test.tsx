import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

// The grid's chunk arrives only when the test says so (a file of its own: React keeps a lazy
// component's module once it has loaded).
const chunk = vi.hoisted(() => {
  let resolve: (module: unknown) => void = () => {};
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
});
vi.mock('../lib/load-grid', () => ({ loadCalendarGrid: () => chunk.promise }));

describe('a view chosen before the grid has loaded', () => {
  it('is the view the grid opens on', async () => {
    signIn();
    mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone: 'Europe/London' })),
      'GET /api/user/calendar': () => ok({ timeZone: 'Europe/London', entries: [] }),
    });
    const { user } = renderApp('/calendar');
    expect(await screen.findByText('Loading the calendar…')).toBeInTheDocument();
    await user.click(screen.getByText('Day', { exact: true }));

    await act(async () => chunk.resolve(await vi.importActual('../components/calendar-grid')));
    expect(await screen.findByRole('radio', { name: 'Day' })).toBeChecked();
    expect(document.querySelector('.fc-timeGridDay-view')).not.toBeNull();
  });
});
