import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlansFrameOpener } from '../../../shared/response-extras/plans-frame';
import { apiError, ok } from '../../../test/fetch-mock';
import { jobSession, profile, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const JOB = `/api/user/jobs/${ID}`;
const UPGRADE = '/subscription/plans?planTier=PRO';
const banner = {
  feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
  upgradePlan: { planTier: 'PRO' },
  currentPlan: { planTier: 'STARTER', planTierName: 'Starter' },
  actions: { UPGRADE: { url: UPGRADE } },
};

afterEach(() => setPlansFrameOpener(null));

describe('the profile of a lead or job', () => {
  it('shows the header with client links, the upgrade banner the server sent, and keeps the tab in the address', async () => {
    const { user, router } = renderJobs(`/leads/view/${ID}`, {
      [`GET ${JOB}`]: () => ok(profile(record(), { upgradeBanner: banner })),
      [`GET ${JOB}/sessions`]: () => ok({ sessions: [] }),
      [`GET ${JOB}/tasks`]: () => ok({ items: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna & Ben: Wedding' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anna & Ben' })).toHaveAttribute('href', '/clients/client/c1');
    const region = screen.getByRole('region', { name: /upgrade|plan/i });
    expect(within(region).getByText(/5/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Convert to job' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(router.state.location.search).toBe('?tab=tasks');
    expect(await screen.findByText(/No tasks yet/)).toBeVisible();
  });

  it('shows no banner when the server sends none', async () => {
    renderJobs(`/jobs/view/${ID}`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null }))),
      [`GET ${JOB}/sessions`]: () => ok({ sessions: [] }),
    });
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /upgrade|plan/i })).toBeNull();
  });

  it('a limited job: the LimitedJob answer sends the user to /jobs and opens the upgrade frame', async () => {
    const opened = vi.fn();
    const { router } = renderJobs(`/jobs/view/${ID}`, {
      [`GET ${JOB}`]: () =>
        apiError(403, 'LimitedJob', { ...banner, resourcesLinks: { UPGRADE_PLAN: { url: UPGRADE } } }),
      'GET /api/user/jobs': () => ok({ items: [], nextCursor: null }),
    });
    setPlansFrameOpener(opened);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(UPGRADE));
  });

  it('adds a task, ticks it and deletes it through the tasks routes', async () => {
    let tasks = [] as {
      id: string;
      title: string;
      dueOn: string | null;
      done: boolean;
      doneAt: null;
      createdAt: string;
    }[];
    const { user, api } = renderJobs(`/leads/view/${ID}?tab=tasks`, {
      [`GET ${JOB}`]: () => ok(profile(record())),
      [`GET ${JOB}/tasks`]: () => ok({ items: tasks }),
      [`POST ${JOB}/tasks`]: (request) => {
        const body = request.body as { title: string; dueOn: string | null };
        tasks = [{ id: 't1', ...body, done: false, doneAt: null, createdAt: '2026-11-01T00:00:00Z' }];
        return ok(tasks[0]);
      },
      [`PUT ${JOB}/tasks/t1`]: () => {
        tasks = tasks.map((t) => ({ ...t, done: true }));
        return ok(tasks[0]);
      },
      [`DELETE ${JOB}/tasks/t1`]: () => {
        tasks = [];
        return ok({});
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'New task' }), 'Send the questionnaire');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const box = await screen.findByRole('checkbox', { name: 'Send the questionnaire' });
    expect(api.to('POST', `${JOB}/tasks`)[0]!.body).toEqual({ title: 'Send the questionnaire', dueOn: null });
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Send the questionnaire' })).toBeChecked(),
    );
    expect(api.to('PUT', `${JOB}/tasks/t1`)[0]!.body).toEqual({ done: true });
    await user.click(screen.getByRole('button', { name: 'Delete task Send the questionnaire' }));
    expect(await screen.findByText(/No tasks yet/)).toBeVisible();
  });

  it('deletes a session from its row after asking, through the sessions route', async () => {
    const session = jobSession();
    let sessions = [session];
    const { user, api } = renderJobs(`/jobs/view/${ID}?tab=sessions`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null }))),
      [`GET ${JOB}/sessions`]: () => ok({ sessions }),
      [`DELETE ${JOB}/sessions/s1`]: () => ((sessions = []), ok({})),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Engagement shoot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this session?' });
    expect(api.to('DELETE', `${JOB}/sessions/s1`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session deleted.')).toBeVisible();
    expect(api.to('DELETE', `${JOB}/sessions/s1`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Engagement shoot' })).toBeNull());
  });

  it('saves the notes with a clear saved state, and a 705 answer shows the event alert', async () => {
    let fail = false;
    const { user } = renderJobs(`/jobs/view/${ID}?tab=notes`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null, notes: 'Old' }))),
      [`PUT ${JOB}/notes`]: (request) =>
        fail
          ? apiError(409, '705')
          : ok(record({ stage: 'job', notes: (request.body as { notes: string }).notes })),
    });
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.type(notes, ' and new');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));

    fail = true;
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('dialog', { name: 'Title 705' })).toBeVisible();
  });

  it('says the record cannot be shown for an unknown id, with the way back', async () => {
    renderJobs(`/leads/view/${ID}`, { [`GET ${JOB}`]: () => apiError(404, 'NotFound') });
    expect(await screen.findByRole('heading', { name: 'This lead cannot be shown' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All leads' })).toHaveAttribute('href', '/leads');
  });
});
