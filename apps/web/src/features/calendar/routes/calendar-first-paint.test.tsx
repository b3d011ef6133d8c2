import type { CalendarEntry } from '@focal/contracts/calendar';
import { todayIn } from '@focal/contracts/zoned-time';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMonthTitle } from '../../../shared/format/format-date';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { WEEK_START, monthGridOf } from '../lib/month-grid';

// The grid's chunk arrives only when the test says so.
const chunk = vi.hoisted(() => {
  let resolve: (module: unknown) => void = () => {};
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
});
vi.mock('../lib/load-grid', () => ({ loadCalendarGrid: () => chunk.promise }));

const timeZone = 'America/New_York';
// Midday of today in the calendar's zone: an hour from "now" crossed midnight there between 04:00
// and 05:00 UTC, and the grid drew the entry on both days.
const noon = new Date(`${todayIn(timeZone)}T12:00:00-05:00`);
const entry: CalendarEntry = {
  id: 'a-1',
  source: 'appointment',
  title: 'Studio tour',
  startsAt: noon.toISOString(),
  endsAt: new Date(noon.getTime() + 3_600_000).toISOString(),
  allDay: false,
  location: null,
  notes: '',
  job: null,
  jobType: null,
  link: null,
  limited: false,
  doubleBooked: false,
  editable: true,
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('the calendar before its grid has loaded', () => {
  it("asks for the month and shows its title at once; the grid's own first request is that one", async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone })),
      'GET /api/user/calendar': () => ok({ timeZone, entries: [entry] }),
    });
    renderApp('/calendar');
    const title = formatMonthTitle(new Date(), timeZone);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(await screen.findByText('Loading the calendar…')).toBeInTheDocument();
    const [request] = api.to('GET', '/api/user/calendar');
    const url = new URL(request!.url, 'http://localhost');
    const month = monthGridOf(new Date(), WEEK_START, timeZone);
    expect({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }).toEqual(month);
    expect(document.querySelector('.fc')).toBeNull();

    await act(async () => chunk.resolve(await vi.importActual('../components/calendar-grid')));
    expect(await screen.findByText('Studio tour')).toBeInTheDocument();
    expect(screen.queryByText('Loading the calendar…')).toBeNull();
    expect(api.to('GET', '/api/user/calendar')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
  });
});
