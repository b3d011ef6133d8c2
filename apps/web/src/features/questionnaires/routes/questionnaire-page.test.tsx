import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { Questionnaire } from '@focal/contracts/questionnaires/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { questionnairesMessages as texts } from '../messages';

const LOAD = { timeout: 5000 };
const JOB = '0b9d1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const ID = '5f0c6a52-8d0e-4a8a-9d7e-1b2c3d4e5f60';
const q = (over: Partial<Questionnaire> = {}): Questionnaire => ({
  id: ID,
  jobId: JOB,
  templateId: null,
  name: 'Wedding questionnaire',
  status: 'submitted',
  client: { id: 'c1', name: 'Maya Quinn', email: 'maya@example.com' },
  questionCount: 3,
  answeredCount: 2,
  sentAt: '2026-12-01T10:00:00.000Z',
  remindedAt: null,
  submittedAt: '2026-12-02T10:00:00.000Z',
  reopenedAt: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-02T10:00:00.000Z',
  answersVersion: 4,
  sections: [
    {
      id: 's1',
      title: 'The day',
      help: null,
      questions: [
        {
          id: 'q1',
          kind: 'date',
          label: 'Wedding date',
          help: null,
          required: true,
          options: [],
          fills: 'job.mainDate',
        },
        { id: 'q2', kind: 'address', label: 'Venue', help: null, required: false, options: [], fills: null },
        {
          id: 'q3',
          kind: 'long-text',
          label: 'Anything else?',
          help: null,
          required: false,
          options: [],
          fills: null,
        },
      ],
    },
  ],
  answers: {
    q1: '2027-06-14',
    q2: { line1: 'Rosewood Gardens', line2: '', city: 'Portland', region: '', postalCode: '', country: '' },
  },
  ...over,
});

function open(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    ...routes,
  });
  return { api, ...renderApp(`/jobs/view/${JOB}/questionnaires/${ID}`) };
}
const one = fillPath(ApiRoutes.getQuestionnaire.path, { id: ID });

describe('a questionnaire of a job', () => {
  it('shows its state and the answers by section, and reopens it after asking', async () => {
    let current = q();
    const { api, user } = open({
      [`GET ${one}`]: () => ok(current),
      [`POST ${fillPath(ApiRoutes.reopenQuestionnaire.path, { id: ID })}`]: () => {
        current = q({ status: 'in_progress', submittedAt: null, reopenedAt: '2026-12-03T10:00:00.000Z' });
        return ok(current);
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Wedding questionnaire', level: 1 }, LOAD),
    ).toBeVisible();
    expect(screen.getByText('Submitted')).toBeVisible();
    expect(screen.getByText(texts.page.for('Maya Quinn'))).toBeVisible();
    const answers = screen.getByRole('region', { name: texts.page.answersLabel });
    expect(within(answers).getByText(formatCalendarDay('2027-06-14'))).toBeVisible();
    expect(within(answers).getByText('Rosewood Gardens, Portland')).toBeVisible();
    expect(within(answers).getByText(texts.page.noAnswer)).toBeVisible();
    // Submitted: no Delete, no Remind.
    const actions = screen.getByRole('group', { name: texts.actions.label });
    expect(within(actions).queryByRole('button', { name: texts.actions.delete })).toBeNull();

    await user.click(within(actions).getByRole('button', { name: texts.actions.reopen }));
    const dialog = await screen.findByRole('dialog', { name: texts.actions.reopenTitle });
    expect(api.to('POST', fillPath(ApiRoutes.reopenQuestionnaire.path, { id: ID }))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: texts.actions.reopen }));
    expect(await screen.findByText(texts.actions.reopened)).toBeVisible();
    expect(await screen.findByText('In progress')).toBeVisible();
    expect(within(actions).getByRole('button', { name: texts.actions.remind })).toBeVisible();
  });

  it('reminds the client while they answer, and deletes it after asking', async () => {
    const { api, user } = open({
      [`GET ${one}`]: () => ok(q({ status: 'in_progress', submittedAt: null })),
      [`POST ${fillPath(ApiRoutes.remindQuestionnaire.path, { id: ID })}`]: () =>
        ok({ ...q({ status: 'in_progress', submittedAt: null }), mailedTo: 'maya@example.com' }),
      [`DELETE ${one}`]: () => ok(null),
      [`GET ${fillPath(ApiRoutes.getJob.path, { id: JOB })}`]: () => ok(null),
    });
    const actions = await screen.findByRole('group', { name: texts.actions.label }, LOAD);
    await user.click(within(actions).getByRole('button', { name: texts.actions.remind }));
    expect(await screen.findByText(texts.actions.remindedTo('maya@example.com'))).toBeVisible();

    await user.click(within(actions).getByRole('button', { name: texts.actions.delete }));
    const dialog = await screen.findByRole('dialog', { name: texts.actions.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.actions.delete }));
    await waitFor(() => expect(api.to('DELETE', one)).toHaveLength(1));
    expect(await screen.findByText(texts.actions.deleted)).toBeVisible();
  });
});
