import type { CalendarEntry } from '@focal/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { calendarSession, todayAt } from '../../../test/calendar-fixtures';
import { renderApp, signIn } from '../../../test/render-app';

const today = new Date();
const at = todayAt;
const session = calendarSession;

function calendarPage(entries: CalendarEntry[], timeZone = 'Europe/London', extra = {}) {
  signIn();
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone })),
    'GET /api/user/calendar': () => ok({ timeZone, entries }),
    'GET /api/user/jobs/job-1': () => ok({ job: { clients: [{ id: 'c-1', displayName: 'Ann Lee' }] } }),
    ...extra,
  });
  return { api, ...renderApp('/calendar') };
}

describe('the calendar page', () => {
  it("asks for the month grid's range and draws sessions in their job type's colour, with a legend", async () => {
    const { api } = calendarPage([session()]);
    const entry = await screen.findByText('Engagement shoot');
    const event = entry.closest('.fc-event') as HTMLElement;
    expect(event.style.backgroundColor).toBe('rgb(230, 73, 128)');
    const [request] = api.to('GET', '/api/user/calendar');
    const url = new URL(request!.url, 'http://localhost');
    const from = Date.parse(url.searchParams.get('from')!);
    const to = Date.parse(url.searchParams.get('to')!);
    // A month grid: five or six whole weeks starting on a Monday, around today.
    expect(((to - from) / 86_400_000) % 7).toBe(0);
    expect(new Date(from).getUTCDay()).toBe(1);
    expect(from).toBeLessThanOrEqual(today.getTime());
    expect(to).toBeGreaterThan(today.getTime());
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Wedding')).toBeVisible();
    expect(within(legend).getByText('Blocked time')).toBeVisible();
  });

  it('flags a double booking, hatches blocked time and hides a limited job behind Busy', async () => {
    calendarPage([
      session({ doubleBooked: true }),
      session({
        id: 'b-1',
        source: 'blocked',
        title: 'Dentist',
        job: null,
        jobType: null,
        doubleBooked: true,
      }),
      session({
        id: 'l-1',
        title: 'Busy',
        limited: true,
        editable: false,
        job: { id: 'job-2', stage: 'job', status: 'active', name: null },
      }),
    ]);
    const shoot = (await screen.findByText('Engagement shoot')).closest('.fc-event')!;
    expect(shoot).toHaveClass('focal-double-booked');
    // jsdom measures nothing, so a month of fixed height hides the entries it cannot fit (and a
    // hidden element has no accessible name): the icon is looked up by its label here, and the
    // journey in e2e/specs/calendar.spec.ts sees it by role in a real browser.
    expect(shoot.querySelector('svg[role="img"][aria-label="Double booked"]')).not.toBeNull();
    expect(screen.getByText('Dentist').closest('.fc-event')).toHaveClass('focal-blocked');
    const busy = screen.getByText('Busy').closest('.fc-event')!;
    expect(busy).toHaveClass('focal-limited');
  });

  it('draws a busy day as its first three entries and "+3 more", which opens the day', async () => {
    const six = Array.from({ length: 6 }, (_, i) =>
      session({ id: `s-${i}`, title: `Shoot ${i + 1}`, startsAt: at(8 + i), endsAt: at(9 + i) }),
    );
    const { user } = calendarPage(six);
    expect(await screen.findByText('Shoot 1')).toBeInTheDocument();
    expect(screen.getByText('Shoot 3')).toBeInTheDocument();
    // The grid is given three of the day's entries and a line for the rest, not all six to measure.
    expect(screen.queryByText('Shoot 4')).toBeNull();
    const more = screen.getByText('+3 more').closest('.fc-event') as HTMLElement;
    expect(more).toHaveTextContent(/3 more on .*: open the day/);
    await user.click(more);
    // The day view, which is given every entry (jsdom cannot place them on its hours: the journey in
    // e2e/specs/calendar-views.spec.ts sees them).
    expect(await screen.findByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.queryByText('+3 more')).toBeNull();
  });

  it("opens a session's popover with Enter: job, clients, times, location and the profile link", async () => {
    const { user } = calendarPage([session({ doubleBooked: true })]);
    const event = (await screen.findByText('Engagement shoot')).closest('.fc-event') as HTMLElement;
    event.focus();
    await user.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Engagement shoot' });
    expect(within(popover).getByText('Ann & Bo wedding')).toBeVisible();
    expect(await within(popover).findByText('Clients: Ann Lee')).toBeVisible();
    expect(within(popover).getByText('Hyde Park')).toBeVisible();
    expect(within(popover).getByText('Double booked: this overlaps another entry.')).toBeVisible();
    expect(within(popover).getByRole('link', { name: 'Open lead' })).toHaveAttribute(
      'href',
      '/leads/view/job-1',
    );
  });

  it("notes the studio's zone when the device's differs, and shows both times in the popover", async () => {
    const { user } = calendarPage([session()], 'Asia/Tokyo');
    expect(await screen.findByText(/Times are in the studio's time zone \(Asia\/Tokyo\)/)).toBeVisible();
    // 10:00 UTC is 19:00 in Tokyo (the test's locale, en-US, writes 12-hour times).
    const event = (await screen.findByText('Engagement shoot')).closest('.fc-event') as HTMLElement;
    await user.click(event);
    const popover = await screen.findByRole('dialog', { name: 'Engagement shoot' });
    expect(within(popover).getByText(/Studio time: .*, 7:00\s–\s9:00\sPM/)).toBeVisible();
    expect(within(popover).getByText(/Your time: .*10:00\sAM\s–\s12:00\sPM/)).toBeVisible();
  });

  it('edits an appointment with its notes filled in, so a save keeps them', async () => {
    const { user, api } = calendarPage(
      [
        session({
          id: 'a-1',
          source: 'appointment',
          title: 'Consultation',
          notes: 'Bring the album samples',
          job: null,
          jobType: null,
        }),
      ],
      'Europe/London',
      { 'PUT /api/user/calendar/appointments/a-1': () => ok({}) },
    );
    await user.click(await screen.findByText('Consultation'));
    const details = await screen.findByRole('dialog', { name: 'Consultation' });
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Bring the album samples');
    await user.type(within(dialog).getByLabelText('Title'), ' call');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT', '/api/user/calendar/appointments/a-1')).toHaveLength(1));
    expect(api.to('PUT', '/api/user/calendar/appointments/a-1')[0]!.body).toMatchObject({
      title: 'Consultation call',
      notes: 'Bring the album samples',
    });
  });

  it('saves an appointment at the version it loaded; changed since, the refusal is said and the calendar read again', async () => {
    const stale =
      'Someone changed this entry after you opened it. Reload it to see the changes, then edit again.';
    const { user, api } = calendarPage(
      [session({ id: 'a-1', source: 'appointment', title: 'Consultation', job: null, jobType: null })],
      'Europe/London',
      {
        'PUT /api/user/calendar/appointments/a-1': () =>
          apiError(409, 'StaleVersion', null, 'The entry changed', stale),
      },
    );
    await user.click(await screen.findByText('Consultation'));
    const details = await screen.findByRole('dialog', { name: 'Consultation' });
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    const reads = api.to('GET', '/api/user/calendar').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT', '/api/user/calendar/appointments/a-1')).toHaveLength(1));
    expect(api.to('PUT', '/api/user/calendar/appointments/a-1')[0]!.body).toMatchObject({
      title: 'Consultation',
      updatedAt: '2026-05-01T10:00:00.123Z',
    });
    expect(await screen.findByText(stale)).toBeVisible();
    await waitFor(() => expect(api.to('GET', '/api/user/calendar').length).toBeGreaterThan(reads));
  });

  it('tells a limited entry by the plan text and never loads its job', async () => {
    const { user, api } = calendarPage([
      session({
        title: 'Busy',
        limited: true,
        editable: false,
        job: { id: 'job-1', stage: 'job', status: 'active', name: null },
      }),
    ]);
    await user.click(await screen.findByText('Busy'));
    const popover = await screen.findByRole('dialog', { name: 'Busy' });
    expect(popover).toHaveTextContent('Upgrade to view or edit this event due to active jobs limit.');
    expect(api.to('GET', '/api/user/jobs/job-1')).toHaveLength(0);
  });
});
