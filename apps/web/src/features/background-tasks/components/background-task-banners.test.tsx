import type { Banner, Banners } from '@focal/contracts/background-tasks';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../shared/http/client';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { json, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const BANNERS = `GET ${BackgroundTaskPaths.banners}`;
const DISMISS_URL = BackgroundTaskPaths.dismiss('task-1');
const GOT_IT_URL = '/api/user/background-tasks/task-1/got-it';

function banner(state: Banner['state'], overrides: Partial<Banner> = {}): Banner {
  return {
    id: 'task-1',
    state,
    summary: { textHtml: `<b>Importing</b> into Portraits<img src=x onerror="window.__x=1">` },
    actions: {
      VIEW_TASKS: { actionName: 'View tasks', url: '' },
      ...(state === 'IN_PROGRESS' ? {} : { DISMISS: { actionName: 'Dismiss', url: DISMISS_URL } }),
    },
    tasksPopup: {
      title: 'Import into Portraits',
      messageHTML: '<p>What was copied</p>',
      items: [
        { name: { text: 'Company settings' }, state: 'COMPLETED', actions: {} },
        { name: { text: 'Tax rates' }, state, actions: {} },
      ],
      actions: { GOT_IT: { actionName: 'Got It', url: GOT_IT_URL } },
    },
    ...overrides,
  };
}
const answer = (banners: Banner[], millis = 2000): Banners => ({ banners, refreshInterval: { millis } });

/** The frame with the banners answering in turn (the last answer repeats). */
function frameWith(answers: Banners[]) {
  signIn();
  let served = 0;
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    [BANNERS]: () => ok(answers[Math.min(served++, answers.length - 1)]),
    [`PUT ${DISMISS_URL}`]: () => ok(null),
    [`PUT ${GOT_IT_URL}`]: () => ok(null),
    'POST /api/thing': () =>
      json(200, { data: {}, successPreferences: { backgroundTasks: { reloadRequired: true } } }),
  });
  const polls = () => api.to('GET', BackgroundTaskPaths.banners).length;
  return { api, polls, ...renderApp('/') };
}

const region = () => screen.findByRole('list', { name: 'Background tasks' });

afterEach(() => {
  vi.useRealTimers();
});

describe('background-task banners in the frame', () => {
  it('polls while a task is in progress, shows spinner then check, and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { polls } = frameWith([
      answer([banner('IN_PROGRESS')]),
      answer([banner('IN_PROGRESS')]),
      answer([banner('COMPLETED')]),
    ]);
    const list = await region();
    expect(within(list).getByRole('img', { name: 'In progress' })).toBeVisible();
    expect(await within(list).findByText('Importing')).toBeVisible();
    expect(list.querySelector('img[src]')).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(polls()).toBe(1);

    await vi.advanceTimersByTimeAsync(2500);
    await waitFor(() => expect(polls()).toBe(2));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await within(list).findByRole('img', { name: 'Completed' })).toBeVisible();
    expect(polls()).toBe(3);
    expect(within(list).getByRole('button', { name: 'Dismiss' })).toBeVisible();

    // Nothing in progress: no more polls, however long the page stays open.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(polls()).toBe(3);
  });

  it('loads again and polls on a refresh trigger (an answer asking to reload background tasks)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { polls } = frameWith([
      answer([]),
      answer([banner('IN_PROGRESS')]),
      answer([banner('COMPLETED_WITH_ERRORS')]),
    ]);
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    await waitFor(() => expect(polls()).toBe(1));
    expect(screen.queryByRole('list', { name: 'Background tasks' })).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(1);

    await apiFetch('/api/thing', { method: 'POST', body: {} });
    const list = await region();
    expect(within(list).getByRole('img', { name: 'In progress' })).toBeVisible();
    await vi.advanceTimersByTimeAsync(2500);
    expect(await within(list).findByRole('img', { name: 'Completed with errors' })).toBeVisible();
    expect(polls()).toBe(3);
  });

  it('lists the tasks in 50 px rows; Got It and Dismiss PUT their links with an empty body', async () => {
    const { api, user, polls } = frameWith([answer([banner('COMPLETED')]), answer([])]);
    const list = await region();
    await user.click(within(list).getByRole('button', { name: 'View tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import into Portraits' });
    expect(await within(dialog).findByText('What was copied')).toBeVisible();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Company settings', 'Tax rates']);
    expect(rows[0]).toHaveStyle({ height: '50px' });
    expect(within(rows[1]!).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('PUT', GOT_IT_URL)).toHaveLength(1);
    expect(api.to('PUT', GOT_IT_URL)[0]!.body).toBeUndefined();
    await waitFor(() => expect(polls()).toBe(2));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Background tasks' })).toBeNull());
  });

  it('dismisses a banner through its DISMISS link, then loads the banners again', async () => {
    const { api, user } = frameWith([answer([banner('COMPLETED_WITH_ERRORS')]), answer([])]);
    const list = await region();
    expect(within(list).getByRole('img', { name: 'Completed with errors' })).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Background tasks' })).toBeNull());
    expect(api.to('PUT', DISMISS_URL)).toHaveLength(1);
    expect(api.to('PUT', DISMISS_URL)[0]!.body).toBeUndefined();
  });

  it('offers the workflow-template details only when the server sends that action', async () => {
    const report = { actionName: 'See what changed', url: '/api/workflow-templates/report/1' };
    const withReport = banner('COMPLETED', {
      actions: {
        DISMISS: { actionName: 'Dismiss', url: DISMISS_URL },
        VIEW_WORKFLOW_TEMPLATE_DETAILS: report,
      },
      tasksPopup: null,
    });
    frameWith([answer([withReport])]);
    const list = await region();
    expect(within(list).getByRole('button', { name: 'See what changed' })).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'View tasks' })).toBeNull();
  });
});
