import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import type { JobProfile } from '@focal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { questionnairesMessages as texts } from '../messages';
import { QuestionnairesTab } from './questionnaires-tab';

const JOB = '0b9d1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const TEMPLATE = '5f0c6a52-8d0e-4a8a-9d7e-1b2c3d4e5f60';
const CLIENT = 'c1c1c1c1-0000-4000-8000-000000000001';
const profile = {
  job: { id: JOB, stage: 'lead', clients: [{ id: CLIENT, displayName: 'Maya Quinn' }] },
} as unknown as JobProfile;
const LIST = fillPath(ApiRoutes.listJobQuestionnaires.path, { id: JOB });

describe('the Questionnaires tab', () => {
  it('with none yet, offers "Send questionnaire": a template and the client picked, it is mailed', async () => {
    let rows: unknown[] = [];
    const api = mockApi({
      [`GET ${LIST}`]: () => ok({ rows }),
      [`GET ${ApiRoutes.listQuestionnaireTemplates.path}`]: () =>
        ok({
          rows: [
            {
              id: TEMPLATE,
              name: 'Wedding',
              description: null,
              sectionCount: 1,
              questionCount: 3,
              archivedAt: null,
              updatedAt: '2026-12-01T10:00:00.000Z',
            },
          ],
        }),
      [`POST ${LIST}`]: () => {
        const created = {
          id: 'q1',
          jobId: JOB,
          name: 'Wedding',
          status: 'sent',
          client: { id: CLIENT, name: 'Maya Quinn', email: 'maya@example.com' },
          questionCount: 3,
          answeredCount: 0,
          sentAt: '2026-12-01T10:00:00.000Z',
          remindedAt: null,
          submittedAt: null,
          reopenedAt: null,
          createdAt: '2026-12-01T10:00:00.000Z',
          updatedAt: '2026-12-01T10:00:00.000Z',
        };
        rows = [created];
        return ok({
          ...created,
          templateId: TEMPLATE,
          sections: [],
          answers: {},
          answersVersion: 0,
          mailedTo: 'maya@example.com',
        });
      },
    });
    const { user } = renderPage(
      <MemoryRouter>
        <QuestionnairesTab profile={profile} />
      </MemoryRouter>,
      { bootstrap: bootstrapFixture() },
    );
    expect(await screen.findByText(texts.tab.emptyTitle)).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.tab.send }));
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.title });
    await within(dialog).findByRole('combobox', { name: texts.dialog.template });
    const send = within(dialog).getByRole('button', { name: texts.dialog.send });
    expect(send).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.dialog.template }),
      'Wedding',
    );
    expect(within(dialog).getByRole('combobox', { name: texts.dialog.client })).toHaveValue(CLIENT);
    await user.click(send);
    await waitFor(() => expect(api.to('POST', LIST)).toHaveLength(1));
    expect(api.to('POST', LIST)[0]!.body).toEqual({ templateId: TEMPLATE, clientId: CLIENT, send: true });
    expect(await screen.findByText(texts.dialog.sentTo('maya@example.com'))).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Wedding' })).toHaveAttribute(
      'href',
      `/leads/view/${JOB}/questionnaires/q1`,
    );
  });
});
