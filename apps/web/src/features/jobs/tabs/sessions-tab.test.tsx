import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { jobSession, profile, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const JOB = `/api/user/jobs/${ID}`;
const session = jobSession({ notes: 'Bring the reflector', updatedAt: '2026-11-02T08:30:00.000Z' });

describe('the sessions tab', () => {
  it('an edit carries the version it loaded, and a session changed since is refused, not overwritten', async () => {
    const { user, api } = renderJobs(`/jobs/view/${ID}?tab=sessions`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null }))),
      [`GET ${JOB}/sessions`]: () => ok({ sessions: [session] }),
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
});
