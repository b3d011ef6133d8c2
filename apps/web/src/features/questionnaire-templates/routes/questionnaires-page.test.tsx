import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { QuestionnaireTemplateSummary } from '@focal/contracts/questionnaires/template';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { questionnaireTemplatesMessages as texts } from '../messages';

const LOAD = { timeout: 5000 };
const LIST = ApiRoutes.listQuestionnaireTemplates.path;
const wedding: QuestionnaireTemplateSummary = {
  id: '5f0c6a52-8d0e-4a8a-9d7e-1b2c3d4e5f60',
  name: 'Wedding',
  description: null,
  sectionCount: 2,
  questionCount: 7,
  archivedAt: null,
  updatedAt: '2026-12-01T10:00:00.000Z',
};

function open(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    ...routes,
  });
  return { api, ...renderApp('/settings/questionnaires') };
}

describe('Settings → Questionnaires', () => {
  it('with none yet, says so and offers a new one', async () => {
    open({ [`GET ${LIST}`]: () => ok({ rows: [] }) });
    expect(await screen.findByText(texts.emptyTitle, {}, LOAD)).toBeVisible();
    const links = within(screen.getByRole('main')).getAllByRole('link', { name: texts.add });
    expect(links.at(-1)).toHaveAttribute('href', '/settings/questionnaires/new');
  });

  it('lists each with its counts, duplicates one, and deletes one after asking', async () => {
    let rows = [wedding];
    const { api, user } = open({
      [`GET ${LIST}`]: () => ok({ rows }),
      [`POST ${fillPath(ApiRoutes.duplicateQuestionnaireTemplate.path, { id: wedding.id })}`]: () => {
        const copy = { ...wedding, id: 'c0ffee00-0000-4000-8000-000000000000', name: 'Wedding (copy)' };
        rows = [wedding, copy];
        return ok({ ...copy, sections: [], createdAt: copy.updatedAt });
      },
      [`DELETE ${fillPath(ApiRoutes.deleteQuestionnaireTemplate.path, { id: wedding.id })}`]: () => {
        rows = rows.filter((r) => r.id !== wedding.id);
        return ok(null);
      },
    });
    const list = await screen.findByRole('list', { name: texts.list }, LOAD);
    expect(within(list).getByRole('link', { name: 'Wedding' })).toHaveAttribute(
      'href',
      `/settings/questionnaires/${wedding.id}`,
    );
    expect(within(list).getByText('2 sections, 7 questions')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: texts.duplicate('Wedding') }));
    expect(await screen.findByText(texts.duplicated('Wedding (copy)'))).toBeVisible();
    expect(await within(list).findByRole('link', { name: 'Wedding (copy)' })).toBeVisible();

    await user.click(within(list).getByRole('button', { name: texts.delete('Wedding') }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(
      api.to('DELETE', fillPath(ApiRoutes.deleteQuestionnaireTemplate.path, { id: wedding.id })),
    ).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: texts.deleteConfirm }));
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Wedding' })).toBeNull());
    expect(within(list).getByRole('link', { name: 'Wedding (copy)' })).toBeVisible();
  });
});
