import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EmailSettingsSection } from '@focal/contracts/email-settings';
import type { EmailTemplate } from '@focal/contracts/email-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { templateMessages as texts } from './messages';
import { TemplatesSection } from './templates-section';

const R = ApiRoutes;
const LINKS: EmailSettingsSection['links'] = {
  LIST: { url: R.listEmailTemplates.path, method: 'GET' },
  CREATE: { url: R.createEmailTemplate.path, method: 'POST' },
  UPDATE: { url: R.updateEmailTemplate.path, method: 'POST' },
  DELETE: { url: R.deleteEmailTemplate.path, method: 'POST' },
  VALIDATE: { url: R.validateEmailTemplate.path, method: 'POST' },
};

const template = (n: number, overrides: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Template ${n}`,
  subject: `Subject ${n}`,
  body: `<p>Body ${n}</p>`,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

type Routes = Parameters<typeof mockApi>[0];
const query = (request: SentRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

function setup(rows: EmailTemplate[], routes: Routes = {}, total = rows.length) {
  const api = mockApi({ [`GET ${R.listEmailTemplates.path}`]: () => ok({ rows, total }), ...routes });
  const view = renderPage(<TemplatesSection links={LINKS} />, { bootstrap: bootstrapFixture() });
  return { api, ...view, lists: () => api.to('GET', R.listEmailTemplates.path).map(query) };
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('the email template list', () => {
  it('offers to create the first template when there is none', async () => {
    const { user } = setup([]);
    expect(await screen.findByText(texts.emptyTitle)).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.create }));
    expect(await dialog(texts.editor.createTitle)).toBeVisible();
  });

  it('lists name, subject and update date; sorts by a heading, again the other way; pages', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => template(i + 1));
    const { user, lists } = setup(rows, {}, 45);
    const table = await screen.findByRole('table', { name: texts.tableLabel });
    expect(within(table).getByText('Template 1')).toBeVisible();
    expect(within(table).getByText('Subject 1')).toBeVisible();
    expect(within(table).getAllByText('Nov 20, 2026')).toHaveLength(20);
    expect(lists()[0]).toEqual({ perPage: '20', page: '1', predicate: 'name', reverse: 'false' });

    await user.click(screen.getByRole('button', { name: texts.sortBy('Subject') }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ predicate: 'subject', reverse: 'false' }));
    await user.click(screen.getByRole('button', { name: texts.sortBy('Subject') }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ predicate: 'subject', reverse: 'true' }));
    expect(screen.getByRole('columnheader', { name: /Subject/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '3', predicate: 'subject' }));
  });

  it('shows only the actions whose links the layout supplied', async () => {
    mockApi({ [`GET ${R.listEmailTemplates.path}`]: () => ok({ rows: [template(1)], total: 1 }) });
    const { user } = renderPage(<TemplatesSection links={{ LIST: LINKS.LIST }} />, {
      bootstrap: bootstrapFixture(),
    });
    await user.click(await screen.findByRole('button', { name: texts.rowActions('Template 1') }));
    expect(await screen.findByRole('menuitem', { name: texts.send })).toBeVisible();
    for (const name of [texts.edit, texts.duplicate, texts.delete])
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.create })).toBeNull();
  });

  it('draws nothing, and asks nothing, without a LIST link', async () => {
    const api = mockApi({});
    renderPage(<TemplatesSection links={{ CREATE: LINKS.CREATE }} />, { bootstrap: bootstrapFixture() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: texts.title })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('deletes after a confirmation that names the template', async () => {
    const { user, api } = setup([template(1)], {
      [`POST ${R.deleteEmailTemplate.path}`]: () => ok({}),
    });
    await user.click(await screen.findByRole('button', { name: texts.rowActions('Template 1') }));
    await user.click(await screen.findByRole('menuitem', { name: texts.delete }));
    const confirm = await dialog(texts.remove.title);
    expect(within(confirm).getByText(texts.remove.text('Template 1'))).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: texts.remove.confirm }));
    expect(await screen.findByText(texts.remove.done('Template 1'))).toBeVisible();
    expect(api.to('POST', R.deleteEmailTemplate.path)[0]?.body).toEqual({ id: template(1).id });
    await waitFor(() => expect(api.to('GET', R.listEmailTemplates.path)).toHaveLength(2));
  });

  it('duplicates, and names the copy', async () => {
    const { user, api } = setup([template(1)], {
      [`POST ${R.duplicateEmailTemplate.path}`]: () => ok(template(2, { name: 'Copy of Template 1' })),
    });
    await user.click(await screen.findByRole('button', { name: texts.rowActions('Template 1') }));
    await user.click(await screen.findByRole('menuitem', { name: texts.duplicate }));
    expect(await screen.findByText(texts.duplicated('Copy of Template 1'))).toBeVisible();
    expect(api.to('POST', R.duplicateEmailTemplate.path)[0]?.body).toEqual({ id: template(1).id });
  });

  it('sends a template to the user by default, with a key that makes a retry one mail', async () => {
    const { user, api } = setup([template(1)], {
      [`POST ${R.sendEmailTemplate.path}`]: (request) =>
        ok({ queued: true, to: (request.body as { to: string }).to, subject: 'Subject 1' }),
    });
    await user.click(await screen.findByRole('button', { name: texts.rowActions('Template 1') }));
    await user.click(await screen.findByRole('menuitem', { name: texts.send }));
    const send = await dialog(texts.sendDialog.title('Template 1'));
    expect(within(send).getByLabelText(/Send to/)).toHaveValue('ada@example.com');
    await user.click(within(send).getByRole('button', { name: texts.sendDialog.send }));
    expect(await screen.findByText(texts.sendDialog.sent('ada@example.com'))).toBeVisible();
    const body = api.to('POST', R.sendEmailTemplate.path)[0]?.body as Record<string, string>;
    expect(body).toMatchObject({ id: template(1).id, to: 'ada@example.com' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server error of a send beside the address', async () => {
    const { user } = setup([template(1)], {
      [`POST ${R.sendEmailTemplate.path}`]: () =>
        apiError(400, 'ValidationFailed', { fields: { to: 'Enter a valid email address' } }),
    });
    await user.click(await screen.findByRole('button', { name: texts.rowActions('Template 1') }));
    await user.click(await screen.findByRole('menuitem', { name: texts.send }));
    const send = await dialog(texts.sendDialog.title('Template 1'));
    await user.click(within(send).getByRole('button', { name: texts.sendDialog.send }));
    expect(await within(send).findByText('Enter a valid email address')).toBeVisible();
  });
});
