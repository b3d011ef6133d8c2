import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CustomField } from '@focal/contracts/studio-lists';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { listMessages as texts } from '../messages';
import { bodyOf, mockListsApi } from '../test-lists';

const PATH = '/settings/custom-fields';
const venue: CustomField = {
  id: '00000000-0000-4000-a000-000000000001',
  entity: 'job',
  label: 'Venue',
  type: 'text',
  options: [],
  position: 0,
};

describe('/settings/custom-fields', () => {
  it("shows each entity's fields on its tab, and adds a choice list with its options", async () => {
    const api = mockListsApi(
      { fields: [venue] },
      {
        [`POST ${ApiRoutes.createCustomField.path}`]: ({ body }) =>
          ok({ ...venue, id: 'x', ...(body as object) }),
      },
    );
    const { user } = renderApp(PATH);
    expect(await screen.findByText(texts.fields.emptyTitle)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: texts.fields.entities.job }));
    expect(await screen.findByText('Venue')).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: texts.fields.newField })[0]!);
    const dialog = await screen.findByRole('dialog', { name: texts.fields.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: texts.fields.labelLabel }), 'Package');
    await user.click(within(dialog).getByRole('combobox', { name: texts.fields.typeLabel }));
    await user.click(await within(dialog).findByRole('option', { name: texts.fields.types.select }));
    // TagsInput labels its hidden value input too: type into the visible one.
    const options = within(dialog)
      .getAllByLabelText(texts.fields.optionsLabel)
      .find((el) => el instanceof HTMLInputElement && el.type !== 'hidden')!;
    await user.type(options, 'Gold{Enter}Silver{Enter}');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(bodyOf(api.to('POST', ApiRoutes.createCustomField.path))).toEqual([
        { label: 'Package', type: 'select', options: ['Gold', 'Silver'], entity: 'job' },
      ]),
    );
  });

  it('a refused option shows under the options, and a refusal the form has no input for is said, not dropped', async () => {
    let answer = 0;
    mockListsApi(
      { fields: [] },
      {
        [`POST ${ApiRoutes.createCustomField.path}`]: () =>
          answer++ === 0
            ? apiError(400, 'ValidationError', {
                fields: { 'options.1': 'Too long: at most 60 characters.' },
              })
            : apiError(400, 'ValidationError', { fields: { entity: 'Choose clients or jobs.' } }),
      },
    );
    const { user } = renderApp(PATH);
    await user.click((await screen.findAllByRole('button', { name: texts.fields.newField }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: texts.fields.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: texts.fields.labelLabel }), 'Package');
    await user.click(within(dialog).getByRole('combobox', { name: texts.fields.typeLabel }));
    await user.click(await within(dialog).findByRole('option', { name: texts.fields.types.select }));
    const options = within(dialog)
      .getAllByLabelText(texts.fields.optionsLabel)
      .find((el) => el instanceof HTMLInputElement && el.type !== 'hidden')!;
    await user.type(options, 'Gold{Enter}Silver{Enter}');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByText('Too long: at most 60 characters.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Choose clients or jobs.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: texts.fields.addTitle })).toBeVisible();
  });
});
