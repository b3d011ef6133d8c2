import type { CalendarOverlap } from '@focal/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const APPOINTMENTS = '/api/user/calendar/appointments';
const OVERLAPS = '/api/user/calendar/overlaps';
const ceremony: CalendarOverlap = {
  id: 'session-1',
  source: 'session',
  title: 'Ceremony',
  startsAt: '2026-07-10T10:00:00.000Z',
  endsAt: '2026-07-10T12:00:00.000Z',
  allDay: false,
  jobName: 'Smith wedding',
  clientNames: ['Anna Smith'],
};
// Intl separates some parts with narrow no-break spaces: compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u2009\u00a0]/g, ' ');

/** The calendar whose overlaps answer `clashes` for 11:00–12:00 London time and none otherwise. */
function calendarPage(clashes: CalendarOverlap[]) {
  signIn();
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone: 'Europe/London' })),
    'GET /api/user/calendar': () => ok({ timeZone: 'Europe/London', entries: [] }),
    [`GET ${OVERLAPS}`]: () => {
      const asked = new URL(api.to('GET', OVERLAPS).at(-1)!.url, 'http://localhost').searchParams;
      return ok({ overlaps: asked.get('startsAt') === '2026-07-10T10:00:00Z' ? clashes : [] });
    },
    [`POST ${APPOINTMENTS}`]: () => ok({}),
  });
  return { api, ...renderApp('/calendar') };
}

async function proposeMeeting(user: ReturnType<typeof renderApp>['user'], starts: string, ends: string) {
  await user.click(await screen.findByRole('button', { name: 'Add appointment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to the calendar' });
  await user.type(within(dialog).getByLabelText('Title'), 'Album meeting');
  await user.clear(within(dialog).getByLabelText('Starts'));
  await user.type(within(dialog).getByLabelText('Starts'), starts);
  await user.clear(within(dialog).getByLabelText('Ends'));
  await user.type(within(dialog).getByLabelText('Ends'), ends);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('a double booking is named before it is saved', () => {
  it('names the clash in the form and saves only when told to save anyway', async () => {
    const { api, user } = calendarPage([ceremony]);
    const dialog = await proposeMeeting(user, '2026-07-10T11:00', '2026-07-10T12:00');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('This time overlaps another booking');
    // What, whose, when: the job's session title, its job and clients, its time in the studio's zone.
    expect(plain(warning.textContent)).toContain(
      'Ceremony · Smith wedding · Anna Smith · Fri, Jul 10, 11:00 AM – 1:00 PM',
    );
    expect(api.to('GET', OVERLAPS)[0]!.url).toContain('allDay=false');
    expect(api.to('POST', APPOINTMENTS)).toHaveLength(0);
    expect(screen.queryByText('Saved to the calendar.')).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(api.to('POST', APPOINTMENTS)).toHaveLength(1));
    expect(api.to('POST', APPOINTMENTS)[0]!.body).toMatchObject({
      title: 'Album meeting',
      startsAt: '2026-07-10T10:00:00Z',
      endsAt: '2026-07-10T11:00:00Z',
    });
    expect(await screen.findByText('Saved to the calendar.')).toBeVisible();
  });

  it('goes back to the time on "Pick another time", and a free time saves at once', async () => {
    const { api, user } = calendarPage([ceremony]);
    const dialog = await proposeMeeting(user, '2026-07-10T11:00', '2026-07-10T12:00');
    const warning = await within(dialog).findByRole('alert');
    await user.click(within(warning).getByRole('button', { name: 'Pick another time' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const starts = within(dialog).getByLabelText('Starts');
    expect(starts).toHaveFocus();
    expect(api.to('POST', APPOINTMENTS)).toHaveLength(0);

    await user.clear(starts);
    await user.type(starts, '2026-07-10T14:00');
    await user.clear(within(dialog).getByLabelText('Ends'));
    await user.type(within(dialog).getByLabelText('Ends'), '2026-07-10T15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', APPOINTMENTS)).toHaveLength(1));
    expect(api.to('POST', APPOINTMENTS)[0]!.body).toMatchObject({ startsAt: '2026-07-10T13:00:00Z' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
