import type { CalendarEntry } from '@focal/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { formatDayHeading } from '../../../shared/format/format-date';
import { calendarSession, todayAt } from '../../../test/calendar-fixtures';
import { renderApp, signIn } from '../../../test/render-app';
import { NARROW_QUERY } from '../lib/narrow';

const ZONE = 'Europe/London';
const at = todayAt;
const entry = calendarSession;

/** A phone's width: the page's narrow query matches. */
function onAPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...real(query),
    matches: query === NARROW_QUERY || query.includes('max-width'),
  }));
}

function agendaPage(entries: (from: string) => CalendarEntry[]) {
  signIn();
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone: ZONE })),
    'GET /api/user/calendar': (request) => {
      const from = new URL(request.url, 'http://localhost').searchParams.get('from')!;
      return ok({ timeZone: ZONE, entries: entries(from) });
    },
    'GET /api/user/jobs/job-1': () => ok({ job: { clients: [{ id: 'c-1', displayName: 'Ann Lee' }] } }),
  });
  return { api, ...renderApp('/calendar') };
}

const asked = (api: ReturnType<typeof mockApi>) =>
  api.to('GET', '/api/user/calendar').map((r) => new URL(r.url, 'http://localhost').searchParams.get('from'));

describe("the calendar's agenda on a phone", () => {
  beforeEach(onAPhone);
  afterEach(() => vi.restoreAllMocks());

  it("opens on this week's entries by day, all-day first, without FullCalendar; an entry opens its details", async () => {
    let thisWeek = '';
    const { user } = agendaPage((from) => {
      thisWeek ||= from;
      return from === thisWeek
        ? [
            entry({}),
            entry({
              id: 'a-1',
              source: 'appointment',
              title: 'Studio day off',
              allDay: true,
              startsAt: at(0),
              endsAt: at(24),
              job: null,
              jobType: null,
            }),
          ]
        : [];
    });
    expect(await screen.findByRole('radio', { name: 'Agenda' })).toBeChecked();
    const agenda = await screen.findByRole('region', { name: 'Agenda' });
    const [day] = await within(agenda).findAllByRole('heading', { level: 3 });
    expect(day).toHaveTextContent(formatDayHeading(at(12), ZONE));
    const rows = within(agenda).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^All day.*Studio day off$/),
      expect.stringMatching(/10:00.*12:00.*Engagement shoot$/),
    ]);
    // Seven days from a Monday.
    const from = new Date(thisWeek);
    expect(from.getUTCDay() === 1 || new Date(from.getTime() + 3_600_000).getUTCDay() === 1).toBe(true);
    expect(document.querySelector('.fc')).toBeNull();
    // The legend comes with the week's entries, under them.
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Wedding')).toBeVisible();

    await user.click(rows[1]!);
    const details = await screen.findByRole('dialog', { name: 'Engagement shoot' });
    expect(within(details).getByText('Hyde Park')).toBeVisible();
  });

  it('turns the week with Next and Previous, says when a week is empty, and opens the month on that week', async () => {
    let thisWeek = '';
    const { api, user } = agendaPage((from) => {
      thisWeek ||= from;
      return from === thisWeek ? [entry({})] : [];
    });
    await screen.findByText('Engagement shoot');
    const title = screen.getByRole('toolbar', { name: 'Calendar controls' }).querySelector('h2')!;
    const thisTitle = title.textContent;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nothing on the calendar this week.')).toBeVisible();
    const next = asked(api).at(-1)!;
    expect(Date.parse(next) - Date.parse(thisWeek)).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    expect(title.textContent).not.toBe(thisTitle);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Engagement shoot')).toBeVisible();
    expect(title.textContent).toBe(thisTitle);

    // Next week, then the month: the grid opens on the month holding that week.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByText('Month', { exact: true }));
    await waitFor(() => expect(document.querySelector('.fc-dayGridMonth-view')).not.toBeNull());
    const monthFrom = Date.parse(asked(api).at(-1)!);
    expect(monthFrom).toBeLessThanOrEqual(Date.parse(next));
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
  });

  it('says the week could not be loaded, not that it is empty, and loads it again on Try again', async () => {
    let fail = true;
    signIn();
    mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone: 'Europe/London' })),
      'GET /api/user/calendar': () =>
        fail ? apiError(400, 'ValidationFailed') : ok({ timeZone: 'Europe/London', entries: [entry({})] }),
    });
    const { user } = renderApp('/calendar');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar could not be loaded');
    expect(screen.queryByText('Nothing on the calendar this week.')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Engagement shoot')).toBeVisible();
  });
});
