import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { QuestionnaireTemplate } from '@focal/contracts/questionnaires/template';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { questionnaireTemplatesMessages as messages } from '../messages';

const texts = messages.editor;
const LOAD = { timeout: 5000 };
const ID = '5f0c6a52-8d0e-4a8a-9d7e-1b2c3d4e5f60';
const ONE = fillPath(ApiRoutes.getQuestionnaireTemplate.path, { id: ID });
const saved: QuestionnaireTemplate = {
  id: ID,
  name: 'Wedding',
  description: null,
  sectionCount: 1,
  questionCount: 1,
  archivedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  sections: [
    {
      id: '0b5e3c1e-5c1a-4d59-a1c8-0c9f1f6c2a10',
      title: 'The day',
      help: null,
      questions: [
        {
          id: '7d1f0f6e-3c0b-4c1e-9f9a-2b1a3c4d5e6f',
          kind: 'dropdown',
          label: 'Style',
          help: null,
          required: true,
          options: ['Classic', 'Candid'],
          fills: null,
        },
      ],
    },
  ],
};

function open(path: string, routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

const form = async () => within(await screen.findByRole('form', { name: texts.form }, LOAD));

describe('the questionnaire editor', () => {
  it('builds a template of two sections with a choice question, in the order set, and sends it whole', async () => {
    const { api, user, router } = open('/settings/questionnaires/new', {
      [`POST ${ApiRoutes.createQuestionnaireTemplate.path}`]: () => ok(saved),
      [`GET ${ONE}`]: () => ok(saved),
    });
    const f = await form();
    await user.type(f.getByRole('textbox', { name: texts.name }), 'Wedding');
    const first = f.getByRole('region', { name: texts.section(1) });
    await user.click(within(first).getByRole('button', { name: /Add question/ }));
    await user.click(await screen.findByRole('menuitem', { name: messages.kinds.phone }));
    await user.type(within(first).getByRole('textbox', { name: texts.label }), 'Your phone');
    await user.selectOptions(
      within(first).getByRole('combobox', { name: texts.fills }),
      "The client's phone",
    );

    await user.click(f.getByRole('button', { name: texts.addSection }));
    const second = f.getByRole('region', { name: texts.section(2) });
    const title = within(second).getByRole('textbox', { name: texts.sectionTitle });
    await user.clear(title);
    await user.type(title, 'The day');
    await user.click(within(second).getByRole('button', { name: /Add question/ }));
    await user.click(await screen.findByRole('menuitem', { name: messages.kinds['single-choice'] }));
    await user.type(within(second).getByRole('textbox', { name: texts.label }), 'Style');
    await user.type(
      within(second).getByRole('textbox', { name: texts.options }),
      'Classic{Enter}Candid{Enter}',
    );
    await user.click(within(second).getByRole('checkbox', { name: texts.required }));
    // The day first: the second section moves up.
    await user.click(within(second).getByRole('button', { name: texts.moveUp(texts.section(2)) }));
    await user.click(f.getByRole('button', { name: texts.save }));

    const id = expect.any(String);
    await waitFor(() =>
      expect(api.to('POST', ApiRoutes.createQuestionnaireTemplate.path)[0]?.body).toEqual({
        name: 'Wedding',
        description: '',
        sections: [
          {
            id,
            title: 'The day',
            help: '',
            questions: [
              {
                id,
                kind: 'single-choice',
                label: 'Style',
                help: '',
                required: true,
                options: ['Classic', 'Candid'],
                fills: null,
              },
            ],
          },
          {
            id,
            title: texts.firstSection,
            help: '',
            questions: [
              {
                id,
                kind: 'phone',
                label: 'Your phone',
                help: '',
                required: false,
                options: [],
                fills: 'client.phone',
              },
            ],
          },
        ],
      }),
    );
    // Saved, it is the template's own page, with nothing left to ask about on leaving.
    expect(await screen.findByText(texts.saved)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/questionnaires/${ID}`));
  });

  it("shows the server's refusal on the field it names, and a stale save's words with a reload", async () => {
    let answer = () =>
      apiError(400, 'ValidationFailed', {
        fields: { 'sections.0.questions.0.options.1': 'Each option appears once.' },
      });
    const { user } = open(`/settings/questionnaires/${ID}`, {
      [`GET ${ONE}`]: () => ok(saved),
      [`PUT ${ApiRoutes.updateQuestionnaireTemplate.path.replace(':id', ID)}`]: () => answer(),
    });
    const f = await form();
    const options = f.getByRole('textbox', { name: texts.options });
    expect(options).toHaveValue('Classic\nCandid');
    await user.click(f.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(options).toHaveAccessibleDescription(expect.stringContaining('Each option appears once.')),
    );

    answer = () =>
      apiError(409, 'StaleVersion', null, 'This questionnaire was changed', 'Someone changed it.');
    await user.click(f.getByRole('button', { name: texts.save }));
    const alert = await screen.findByRole('alert', { name: 'This questionnaire was changed' });
    expect(within(alert).getByRole('button', { name: texts.reload })).toBeVisible();
  });

  it('asks before removing a section, and before leaving it unsaved', async () => {
    const { user } = open(`/settings/questionnaires/${ID}`, { [`GET ${ONE}`]: () => ok(saved) });
    const f = await form();
    await user.click(f.getByRole('button', { name: texts.remove(texts.section(1)) }));
    const dialog = await screen.findByRole('dialog', { name: texts.removeSectionTitle });
    expect(dialog).toHaveTextContent(texts.removeSectionText('The day', 1));
    await user.click(within(dialog).getByRole('button', { name: texts.removeSectionConfirm }));
    await waitFor(() => expect(f.queryByRole('region', { name: texts.section(1) })).toBeNull());
    // Not saved yet: leaving asks first.
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: messages.backToList }));
    expect(await screen.findByText(texts.leaveText)).toBeVisible();
  });
});
