import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { listMessages as texts } from '../messages';
import { bodyOf, itemPath, jobType, mockListsApi } from '../test-lists';

const PATH = '/settings/job-types';

describe('/settings/job-types', () => {
  it('lists the types in order; adds one with the first free colour; a taken name shows under the input', async () => {
    const types = [jobType('Wedding', 0), jobType('Portrait', 1, { colour: '#be4bdb' })];
    let taken = false;
    const api = mockListsApi(
      { types },
      {
        [`POST ${ApiRoutes.createJobType.path}`]: ({ body }) => {
          if (taken) {
            const message = 'A job type named "Pets" already exists. Choose another name.';
            return apiError(
              409,
              'AlreadyExists',
              { fields: { name: message } },
              'Name already used',
              message,
            );
          }
          taken = true;
          types.push(jobType('Pets', 2, body as object));
          return ok(types[2]);
        },
      },
    );
    const { user } = renderApp(PATH);
    await screen.findByText('Wedding');
    const renames = screen
      .getAllByRole('button', { name: /^Rename / })
      .map((b) => b.getAttribute('aria-label'));
    expect(renames).toEqual([texts.rename('Wedding'), texts.rename('Portrait')]);

    const name = screen.getByRole('textbox', { name: texts.jobTypes.newName });
    await user.type(name, 'Pets');
    await user.click(screen.getByRole('button', { name: texts.add }));
    await waitFor(() =>
      expect(bodyOf(api.to('POST', ApiRoutes.createJobType.path))).toEqual([
        { name: 'Pets', colour: '#7950f2' },
      ]),
    );
    expect(await screen.findByText('Pets')).toBeVisible();
    expect(name).toHaveValue('');

    await user.type(name, 'Pets{Enter}');
    expect(
      await screen.findByText('A job type named "Pets" already exists. Choose another name.'),
    ).toBeVisible();
  });

  it('renames in place, moves a type down, and deletes an unused one after a confirm', async () => {
    const wedding = jobType('Wedding', 0);
    const portrait = jobType('Portrait', 1);
    const api = mockListsApi(
      { types: [wedding, portrait] },
      {
        [`PUT ${itemPath(ApiRoutes.updateJobType.path, wedding.id)}`]: () =>
          ok({ ...wedding, name: 'Weddings' }),
        [`PUT ${ApiRoutes.reorderJobTypes.path}`]: () => ok([portrait, wedding]),
        [`DELETE ${itemPath(ApiRoutes.deleteJobType.path, portrait.id)}`]: () => ok({ archived: false }),
      },
    );
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: texts.rename('Wedding') }));
    const input = screen.getByRole('textbox', { name: texts.nameLabel });
    await user.clear(input);
    await user.type(input, 'Weddings{Enter}');
    await waitFor(() =>
      expect(bodyOf(api.to('PUT', itemPath(ApiRoutes.updateJobType.path, wedding.id)))).toEqual([
        { name: 'Weddings' },
      ]),
    );

    await user.click(screen.getByRole('button', { name: texts.moveDown('Wedding') }));
    await waitFor(() =>
      expect(bodyOf(api.to('PUT', ApiRoutes.reorderJobTypes.path))).toEqual([
        { ids: [portrait.id, wedding.id] },
      ]),
    );

    await user.click(screen.getByRole('button', { name: texts.remove('Portrait') }));
    const dialog = await screen.findByRole('dialog', { name: texts.jobTypes.deleteTitle });
    expect(within(dialog).getByText(texts.jobTypes.deleteUnused('Portrait'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() =>
      expect(api.to('DELETE', itemPath(ApiRoutes.deleteJobType.path, portrait.id))).toHaveLength(1),
    );
  });

  it('says a type in use will be archived, and offers Restore on an archived one', async () => {
    const used = jobType('Wedding', 0, { jobCount: 3 });
    const old = jobType('Film', 1, { archived: true, jobCount: 1 });
    const api = mockListsApi(
      { types: [used, old] },
      { [`PUT ${itemPath(ApiRoutes.updateJobType.path, old.id)}`]: () => ok({ ...old, archived: false }) },
    );
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: texts.remove('Wedding') }));
    expect(await screen.findByText(texts.jobTypes.deleteUsed('Wedding', 3))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: texts.jobTypes.restore }));
    await waitFor(() =>
      expect(bodyOf(api.to('PUT', itemPath(ApiRoutes.updateJobType.path, old.id)))).toEqual([
        { archived: false },
      ]),
    );
  });

  it('a refused reorder says why and puts the list back as the server has it', async () => {
    const wedding = jobType('Wedding', 0);
    const portrait = jobType('Portrait', 1);
    const message = 'The list changed since it was loaded. Reload it and try again.';
    mockListsApi(
      { types: [wedding, portrait] },
      {
        [`PUT ${ApiRoutes.reorderJobTypes.path}`]: () =>
          apiError(409, 'Conflict', null, 'The list changed', message),
      },
    );
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: texts.moveUp('Portrait') }));
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: /^Rename / }).map((b) => b.getAttribute('aria-label')),
      ).toEqual([texts.rename('Wedding'), texts.rename('Portrait')]),
    );
  });
});
