import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { ContractTemplate } from '@focal/contracts/contracts/api';
import { DEFAULT_CONTRACT_DISCLOSURE } from '@focal/contracts/contracts/disclosure';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { contractsMessages as messages } from '../messages';

const texts = messages.editor;
const LOAD = { timeout: 5000 };
const ID = '5f0c6a52-8d0e-4a8a-9d7e-1b2c3d4e5f61';
const ONE = fillPath(ApiRoutes.getContractTemplate.path, { id: ID });
const saved: ContractTemplate = {
  id: ID,
  name: 'Wedding agreement',
  body: '<p>Between {{studio_name}} and {{client_names}}.</p>',
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
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

describe('Settings → Contracts', () => {
  it('writes a template with merge fields from the menu, previews it with sample data, and saves it', async () => {
    const { api, user, router } = open('/settings/contracts/new', {
      [`POST ${ApiRoutes.createContractTemplate.path}`]: () => ok(saved),
      [`GET ${ONE}`]: () => ok(saved),
    });
    const f = await form();
    await user.type(f.getByRole('textbox', { name: texts.name }), 'Wedding agreement');
    const body = await f.findByRole('textbox', { name: texts.body }, LOAD);
    await user.click(f.getByRole('button', { name: messages.mergeFields.insertInto(texts.body) }));
    await user.click(await screen.findByRole('menuitem', { name: "Clients' names" }));
    await waitFor(() => expect(body).toHaveTextContent('{{client_names}}'));

    // Before a record is chosen, the preview fills the fields with samples.
    const preview = await screen.findByRole('document', { name: messages.preview.region });
    await waitFor(() => expect(preview).toHaveTextContent('Emma Clarke and Liam Clarke'));
    expect(screen.getByText(messages.preview.samples)).toBeVisible();

    await user.click(f.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(api.to('POST', ApiRoutes.createContractTemplate.path)[0]?.body).toEqual({
        name: 'Wedding agreement',
        body: expect.stringContaining('{{client_names}}'),
      }),
    );
    expect(await screen.findByText(texts.saved)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/contracts/${ID}`));
  });

  it("shows the server's refusal under the text, and a stale save's words with a reload", async () => {
    let answer = () =>
      apiError(400, 'ValidationFailed', {
        fields: { body: 'Unknown merge field {{shoe_size}}: choose one from the menu.' },
      });
    const { user } = open(`/settings/contracts/${ID}`, {
      [`GET ${ONE}`]: () => ok(saved),
      [`PUT ${ONE}`]: () => answer(),
    });
    const f = await form();
    expect(f.getByRole('textbox', { name: texts.name })).toHaveValue('Wedding agreement');
    await user.click(f.getByRole('button', { name: texts.save }));
    expect(
      await screen.findByText('Unknown merge field {{shoe_size}}: choose one from the menu.'),
    ).toBeVisible();

    answer = () => apiError(409, 'StaleVersion', null, 'This was changed', 'Someone changed this.');
    await user.click(f.getByRole('button', { name: texts.save }));
    const alert = await screen.findByRole('alert', { name: 'This was changed' });
    expect(within(alert).getByRole('button', { name: texts.reload })).toBeVisible();
  });

  it('lists the templates, says so when there are none, and keeps the disclosure, the standard until changed', async () => {
    const { api, user } = open('/settings/contracts', {
      [`GET ${ApiRoutes.listContractTemplates.path}`]: () => ok({ rows: [] }),
      [`GET ${ApiRoutes.getContractSettings.path}`]: () =>
        ok({ disclosure: DEFAULT_CONTRACT_DISCLOSURE, isDefault: true, updatedAt: null }),
      [`PUT ${ApiRoutes.updateContractSettings.path}`]: () =>
        ok({ disclosure: 'Our words.', isDefault: false, updatedAt: '2026-12-03T10:00:00.000Z' }),
    });
    expect(await screen.findByText(messages.templates.emptyTitle, undefined, LOAD)).toBeVisible();
    expect(screen.getAllByRole('link', { name: messages.templates.add }).length).toBeGreaterThan(0);
    const disclosure = await screen.findByRole('textbox', { name: messages.disclosure.label });
    expect(disclosure).toHaveValue(DEFAULT_CONTRACT_DISCLOSURE);
    expect(screen.getByText(messages.disclosure.isDefault)).toBeVisible();
    await user.clear(disclosure);
    await user.type(disclosure, 'Our words.');
    await user.click(screen.getByRole('button', { name: messages.disclosure.save }));
    await waitFor(() =>
      expect(api.to('PUT', ApiRoutes.updateContractSettings.path)[0]?.body).toEqual({
        disclosure: 'Our words.',
        updatedAt: null,
      }),
    );
    expect(await screen.findByRole('button', { name: messages.disclosure.reset })).toBeVisible();
  });
});
