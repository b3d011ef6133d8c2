import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { listMessages as texts } from '../messages';
import { bodyOf, itemPath, mockListsApi, stage } from '../test-lists';

const PATH = '/settings/lead-pipeline';
const STAGES = [
  stage('New inquiry', 'open', 0),
  stage('Contacted', 'open', 1, 2),
  stage('Booked', 'won', 2),
  stage('Lost', 'lost', 3),
];

describe('/settings/lead-pipeline', () => {
  it('adds a stage of the kind chosen', async () => {
    const api = mockListsApi(
      { stages: STAGES },
      {
        [`POST ${ApiRoutes.createLeadStage.path}`]: ({ body }) =>
          ok({ ...stage('Ghosted', 'lost', 4), ...(body as object) }),
      },
    );
    const { user } = renderApp(PATH);
    await screen.findByText('Contacted');
    await user.type(screen.getByRole('textbox', { name: texts.stages.newName }), 'Ghosted');
    await user.click(screen.getByRole('combobox', { name: texts.stages.kindLabel }));
    await user.click(await screen.findByRole('option', { name: texts.stages.kinds.lost }));
    await user.click(screen.getByRole('button', { name: texts.add }));
    await waitFor(() =>
      expect(bodyOf(api.to('POST', ApiRoutes.createLeadStage.path))).toEqual([
        { name: 'Ghosted', kind: 'lost' },
      ]),
    );
  });

  it('deleting a stage with leads asks where they go and sends it', async () => {
    const contacted = STAGES[1]!;
    const api = mockListsApi(
      { stages: STAGES },
      { [`DELETE ${itemPath(ApiRoutes.deleteLeadStage.path, contacted.id)}`]: () => ok(null) },
    );
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: texts.remove('Contacted') }));
    const dialog = await screen.findByRole('dialog', { name: texts.stages.deleteTitle });
    expect(within(dialog).getByText(texts.stages.deleteWithLeads('Contacted', 2))).toBeVisible();
    // The first open stage is suggested; the user picks Lost instead.
    const moveTo = within(dialog).getByRole('combobox', { name: texts.stages.moveTo });
    expect(moveTo).toHaveValue('New inquiry');
    await user.click(moveTo);
    await user.click(await within(dialog).findByRole('option', { name: 'Lost' }));
    await user.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => {
      const [sent] = api.to('DELETE', itemPath(ApiRoutes.deleteLeadStage.path, contacted.id));
      expect(new URL(sent!.url, 'http://localhost').searchParams.get('moveTo')).toBe(STAGES[3]!.id);
    });
  });
});
