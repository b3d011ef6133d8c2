import type { CalendarEntry } from '@focal/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { renderPage } from '../../../test/render-page';
import { useEntryChange } from '../hooks/use-entry-change';

const FEED = '/api/user/calendar/feed';
const entry: CalendarEntry = {
  id: 'session-1',
  source: 'session',
  title: 'Engagement shoot',
  startsAt: '2026-06-02T09:00:00.000Z',
  endsAt: '2026-06-02T11:00:00.000Z',
  allDay: false,
  location: null,
  notes: '',
  job: { id: 'job-1', stage: 'job', status: 'active', name: 'Lee wedding' },
  jobType: null,
  link: null,
  limited: false,
  doubleBooked: false,
  editable: true,
  updatedAt: '2026-05-01T10:00:00.123Z',
};

function calendarPage(routes: Record<string, () => Response>, timeZone = 'Europe/London') {
  signIn();
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone })),
    'GET /api/user/calendar': () => ok({ timeZone, entries: [] }),
    'GET /api/user/calendar/overlaps': () => ok({ overlaps: [] }),
    ...routes,
  });
  return { api, ...renderApp('/calendar') };
}

describe('calendar actions', () => {
  it('adds blocked time in the company zone: the wall times become instants of that zone', async () => {
    const { api, user } = calendarPage(
      { 'POST /api/user/calendar/appointments': () => ok({}) },
      'Asia/Tokyo',
    );
    await user.click(await screen.findByRole('button', { name: 'Add appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the calendar' });
    await user.click(within(dialog).getByText('Blocked time'));
    const starts = within(dialog).getByLabelText('Starts');
    const ends = within(dialog).getByLabelText('Ends');
    await user.clear(starts);
    await user.type(starts, '2026-06-02T09:00');
    await user.clear(ends);
    await user.type(ends, '2026-06-02T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeVisible();
    await user.clear(ends);
    await user.type(ends, '2026-06-02T12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', '/api/user/calendar/appointments')).toHaveLength(1));
    expect(api.to('POST', '/api/user/calendar/appointments')[0]!.body).toEqual({
      kind: 'blocked',
      title: 'Blocked',
      allDay: false,
      startsAt: '2026-06-02T00:00:00Z',
      endsAt: '2026-06-02T03:30:00Z',
      location: null,
      notes: '',
      clientId: null,
      jobId: null,
    });
    expect(await screen.findByText('Saved to the calendar.')).toBeVisible();
  });

  it('creates the iCal link once, shows it with the steps, then revokes it after asking', async () => {
    let active = false;
    const { api, user } = calendarPage({
      [`GET ${FEED}`]: () => ok({ active, createdAt: active ? '2026-03-01T10:00:00.000Z' : null }),
      [`POST ${FEED}`]: () => {
        active = true;
        return ok({
          active,
          createdAt: '2026-03-01T10:00:00.000Z',
          url: 'http://localhost/api/calendar/feed/secret.ics',
        });
      },
      [`DELETE ${FEED}`]: () => {
        active = false;
        return ok(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to your calendar' });
    expect(await within(dialog).findByText('No subscription link yet.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(
      'http://localhost/api/calendar/feed/secret.ics',
    );
    expect(within(dialog).getByText(/shown only once/)).toBeVisible();
    expect(within(dialog).getByText('Google Calendar')).toBeVisible();
    expect(await within(dialog).findByText('Active since March 1, 2026')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('No subscription link yet.')).toBeVisible();
    expect(api.to('DELETE', FEED)).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Your calendar link' })).toBeNull();
  });
});

describe('a drag or resize', () => {
  const setup = (answer: () => Response) => {
    const api = mockApi({ 'POST /api/user/jobs/job-1/sessions/session-1/move': answer });
    let change: ReturnType<typeof useEntryChange> | undefined;
    function Harness() {
      change = useEntryChange();
      return null;
    }
    renderPage(<Harness />, { bootstrap: bootstrapFixture() });
    return { api, change: change! };
  };
  const move = { entry, startsAt: '2026-06-03T09:00:00.000Z', endsAt: '2026-06-03T11:00:00.000Z' };

  it("goes to the session's move route and keeps the entry where it was dropped", async () => {
    const revert = vi.fn();
    const { api, change } = setup(() => ok({ ...entry, startsAt: move.startsAt, endsAt: move.endsAt }));
    change({ ...move, revert });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]!.body).toEqual({ startsAt: move.startsAt, endsAt: move.endsAt });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(revert).not.toHaveBeenCalled();
  });

  it('puts the entry back when the server refuses, and its words show', async () => {
    const revert = vi.fn();
    const { change } = setup(() =>
      apiError(400, 'ValidationError', null, 'Not saved', 'An entry lasts at most 14 days.'),
    );
    change({ ...move, revert });
    await waitFor(() => expect(revert).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('An entry lasts at most 14 days.')).toBeVisible();
  });

  it('says so when the move lands on another entry', async () => {
    const { change } = setup(() => ok({ ...entry, doubleBooked: true }));
    change({ ...move, revert: vi.fn() });
    expect(await screen.findByText('Engagement shoot now overlaps another entry.')).toBeVisible();
  });
});
