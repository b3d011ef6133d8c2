import type { CalendarEntry } from '@focal/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const today = new Date();
const at = (hour: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour)).toISOString();
const APPOINTMENTS = '/api/user/calendar/appointments';

const call: CalendarEntry = {
  id: 'a-1',
  source: 'appointment',
  title: 'Album design call',
  startsAt: at(10),
  endsAt: at(11),
  allDay: false,
  location: null,
  notes: '',
  job: null,
  jobType: null,
  link: {
    client: { id: 'c-1', name: 'Anna Smith' },
    job: { id: 'j-1', stage: 'job', name: 'Smith wedding' },
  },
  limited: false,
  doubleBooked: false,
  editable: true,
  updatedAt: '2026-05-01T10:00:00.123Z',
};

function calendarPage(entries: CalendarEntry[], extra = {}) {
  signIn();
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ timeZone: 'UTC' })),
    'GET /api/user/calendar': () => ok({ timeZone: 'UTC', entries }),
    'GET /api/user/calendar/overlaps': () => ok({ overlaps: [] }),
    ...extra,
  });
  return { api, ...renderApp('/calendar') };
}

describe("an appointment's client and lead or job", () => {
  it('shows them as links in its details; Edit opens the form with both picked, and a save keeps them', async () => {
    const { api, user } = calendarPage([call], { [`PUT ${APPOINTMENTS}/a-1`]: () => ok({}) });
    await user.click(await screen.findByText('Album design call'));
    const details = await screen.findByRole('dialog', { name: 'Album design call' });
    expect(within(details).getByRole('link', { name: 'Smith wedding' })).toHaveAttribute(
      'href',
      '/jobs/view/j-1',
    );
    expect(within(details).getByRole('link', { name: 'Anna Smith' })).toHaveAttribute(
      'href',
      '/clients/client/c-1',
    );
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit appointment' });
    expect(within(form).getByText('Anna Smith')).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Lead or job (optional)' })).toHaveValue(
      'Smith wedding',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT', `${APPOINTMENTS}/a-1`)).toHaveLength(1));
    expect(api.to('PUT', `${APPOINTMENTS}/a-1`)[0]!.body).toMatchObject({ clientId: 'c-1', jobId: 'j-1' });
  });

  it('picks a client and a job by searching, with the keyboard; the server’s refusal shows on the picker', async () => {
    const { api, user } = calendarPage([], {
      'GET /api/user/clients': () =>
        ok({ rows: [{ id: 'c-2', displayName: 'Ben Lee', email: null }], nextCursor: null }),
      'GET /api/user/jobs': ({ url }: { url: string }) =>
        new URL(url, 'http://localhost').searchParams.get('stage') === 'lead'
          ? ok({ items: [{ id: 'l-3', name: 'Lee portraits enquiry', stage: 'lead' }], nextCursor: null })
          : ok({ items: [{ id: 'j-2', name: 'Lee family', stage: 'job' }], nextCursor: null }),
      [`POST ${APPOINTMENTS}`]: () =>
        apiError(400, 'ValidationFailed', {
          fields: { clientId: 'Choose one of the job’s clients, or no client.' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add appointment' }));
    const form = await screen.findByRole('dialog', { name: 'Add to the calendar' });
    await user.type(within(form).getByLabelText('Title'), 'Print review');
    await user.type(within(form).getByRole('textbox', { name: 'Client (optional)' }), 'Ben');
    await screen.findByRole('option', { name: /Ben Lee/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await within(form).findByText('Ben Lee')).toBeVisible();
    await user.type(within(form).getByRole('combobox', { name: 'Lead or job (optional)' }), 'Lee');
    // Leads first, then jobs: a consultation is as often about a lead.
    expect(await screen.findByRole('option', { name: 'Lee portraits enquiry' })).toBeVisible();
    await screen.findByRole('option', { name: 'Lee family' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(form).getByRole('combobox', { name: 'Lead or job (optional)' })).toHaveValue('Lee family');
    const stages = api
      .to('GET', '/api/user/jobs')
      .map(({ url }) => new URL(url, 'http://localhost').searchParams.get('stage'));
    expect([...new Set(stages)].sort()).toEqual(['job', 'lead']);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', APPOINTMENTS)).toHaveLength(1));
    expect(api.to('POST', APPOINTMENTS)[0]!.body).toMatchObject({ clientId: 'c-2', jobId: 'j-2' });
    expect(await within(form).findByText('Choose one of the job’s clients, or no client.')).toBeVisible();
  });
});
