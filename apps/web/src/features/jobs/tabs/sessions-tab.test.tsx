import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { jobSession, profile, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const JOB = `/api/user/jobs/${ID}`;
const OVERLAPS = '/api/user/calendar/overlaps';
const session = jobSession({ notes: 'Bring the reflector', updatedAt: '2026-11-02T08:30:00.000Z' });

describe('the sessions tab', () => {
  it('an edit carries the version it loaded, and a session changed since is refused, not overwritten', async () => {
    const { user, api } = renderJobs(`/jobs/view/${ID}?tab=sessions`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null }))),
      [`GET ${JOB}/sessions`]: () => ok({ sessions: [session] }),
      [`GET ${OVERLAPS}`]: () => ok({ overlaps: [] }),
      [`PUT ${JOB}/sessions/s1`]: () =>
        apiError(409, 'StaleVersion', null, 'Changed elsewhere', 'This session changed since you opened it'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Engagement shoot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    const name = within(dialog).getByRole('textbox', { name: 'Session name' });
    await user.clear(name);
    await user.type(name, 'Engagement walk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This session changed since you opened it')).toBeVisible();
    expect(api.to('PUT', `${JOB}/sessions/s1`)[0]!.body).toMatchObject({
      name: 'Engagement walk',
      notes: 'Bring the reflector',
      updatedAt: '2026-11-02T08:30:00.000Z',
    });
  });

  it('names an appointment the new time overlaps before saving, and saves it anyway when told', async () => {
    const meeting = {
      id: 'a-1',
      source: 'appointment',
      title: 'Studio meeting',
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      allDay: false,
      jobName: null,
      clientNames: [],
    };
    const { user, api } = renderJobs(`/jobs/view/${ID}?tab=sessions`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null }))),
      [`GET ${JOB}/sessions`]: () => ok({ sessions: [session] }),
      [`GET ${OVERLAPS}`]: () => ok({ overlaps: [meeting] }),
      [`PUT ${JOB}/sessions/s1`]: () => ok(session),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Engagement shoot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('This time overlaps another booking');
    expect(warning).toHaveTextContent('Studio meeting');
    // The session being edited is not its own clash.
    expect(api.to('GET', OVERLAPS)[0]!.url).toContain('exclude=s1');
    expect(api.to('PUT', `${JOB}/sessions/s1`)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Session saved.')).toBeVisible();
    expect(api.to('PUT', `${JOB}/sessions/s1`)).toHaveLength(1);
  });
});
