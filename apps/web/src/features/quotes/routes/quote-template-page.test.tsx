import { ApiRoutes } from '@focal/contracts/api-routes';
import type { QuoteContent } from '@focal/contracts/quotes/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { quotesMessages } from '../messages';
import { mockQuotesApi, path, TEMPLATE_ID, templateOf } from '../test-quotes';

const texts = quotesMessages.templates.editor;
const editor = quotesMessages.editor;
const LOAD = { timeout: 5000 };
// The template header's words (the frame's messages).
const SAVE = 'Save';
const GO_BACK = 'Go back';
const ONE = path(ApiRoutes.getQuoteTemplate, TEMPLATE_ID);
const SAVED_AT = '2026-03-05T09:00:00.000Z';
const totals = () => within(screen.getByRole('region', { name: editor.totals }));

const content: QuoteContent = {
  kind: 'fixed',
  title: 'Pets',
  notes: '',
  terms: '',
  message: '',
  expiresOn: null,
  discount: null,
  schedules: [],
  lines: [
    {
      name: 'Sit',
      description: '',
      quantityThousandths: 1000,
      unitPriceMinor: 10_000,
      discount: null,
      taxes: [],
      productId: null,
    },
  ],
};

describe('the quote template editor', () => {
  it("creates a template from the header's Save, with the server's name message on the name field first", async () => {
    let calls = 0;
    const api = mockQuotesApi({
      [`POST ${ApiRoutes.createQuoteTemplate.path}`]: () =>
        ++calls === 1
          ? apiError(409, 'AlreadyExists', { fields: { name: 'A template is already called Pets.' } })
          : ok(templateOf('Pets 2', content)),
      [`GET ${ONE}`]: () => ok(templateOf('Pets 2', content)),
    });
    const { user, router } = renderApp('/settings/templates/quote/fixed/new');
    const name = await screen.findByRole('textbox', { name: new RegExp(`^${texts.name}`) }, LOAD);
    expect(screen.getByRole('heading', { level: 1, name: texts.newTitle.fixed })).toBeVisible();
    // A template has no expiry day nor message to the client: they are each quote's own.
    expect(screen.queryByLabelText(editor.expiresOn)).toBeNull();
    expect(screen.queryByRole('textbox', { name: documentEditorMessages.message.label })).toBeNull();
    await user.type(name, 'Pets');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${editor.templateTitle}`) }), 'Pets');
    const line = screen.getByRole('group', { name: editor.line(1) });
    await user.type(within(line).getByRole('textbox', { name: /^Name/ }), 'Sit');
    await user.type(within(line).getByLabelText(editor.unitPrice('USD')), '100');
    expect(totals().getByTestId('quote-total')).toHaveTextContent('$100.00');

    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/A template is already called Pets\./));
    expect(api.to('POST', ApiRoutes.createQuoteTemplate.path)[0]?.body).toEqual({
      name: 'Pets',
      content,
    });

    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/templates/quote/${TEMPLATE_ID}`),
    );
    expect(api.to('POST', ApiRoutes.createQuoteTemplate.path)[1]?.body).toMatchObject({
      name: 'Pets 2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pets 2' })).toBeVisible();
  });

  it('saves an edit on the version loaded, then Go back leads to the templates', async () => {
    let saved = templateOf('Portraits', content);
    const api = mockQuotesApi({
      [`GET ${ONE}`]: () => ok(saved),
      [`PUT ${ONE}`]: ({ body }) => {
        const sent = body as { name: string; content: QuoteContent };
        saved = templateOf(sent.name, sent.content, { updatedAt: SAVED_AT });
        return ok(saved);
      },
      [`GET ${ApiRoutes.listQuoteTemplates.path}`]: () =>
        ok({ rows: [{ id: TEMPLATE_ID, name: 'Portraits', kind: 'fixed', updatedAt: SAVED_AT }] }),
    });
    const { user, router } = renderApp(`/settings/templates/quote/${TEMPLATE_ID}`);
    const line = await screen.findByRole('group', { name: editor.line(1) }, LOAD);
    expect(screen.getByRole('textbox', { name: new RegExp(`^${texts.name}`) })).toHaveValue('Portraits');
    const quantity = within(line).getByLabelText(editor.quantity);
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(totals().getByTestId('quote-total')).toHaveTextContent('$300.00');

    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText(texts.saved)).toBeVisible();
    expect(api.to('PUT', ONE)[0]?.body).toMatchObject({
      name: 'Portraits',
      updatedAt: '2026-03-01T10:00:00.000Z',
      content: { lines: [{ name: 'Sit', quantityThousandths: 3000 }] },
    });
    // The next save carries the version the last one answered.
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(api.to('PUT', ONE)).toHaveLength(2));
    expect(api.to('PUT', ONE)[1]?.body).toMatchObject({ updatedAt: SAVED_AT });

    await user.click(screen.getByRole('link', { name: GO_BACK }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/templates'));
    expect(await screen.findByRole('link', { name: 'Portraits' })).toBeVisible();
  });

  it('asks before leaving with unsaved changes, and offers a reload when the template changed meanwhile', async () => {
    mockQuotesApi({
      [`GET ${ONE}`]: () => ok(templateOf('Portraits', content)),
      [`PUT ${ONE}`]: () =>
        apiError(409, 'StaleVersion', null, 'This template changed', 'Someone saved it since you opened it.'),
      [`GET ${ApiRoutes.listQuoteTemplates.path}`]: () => ok({ rows: [] }),
    });
    const { user, router } = renderApp(`/settings/templates/quote/${TEMPLATE_ID}`);
    const name = await screen.findByRole('textbox', { name: new RegExp(`^${texts.name}`) }, LOAD);
    await user.type(name, ' and family');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Someone saved it since you opened it.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: GO_BACK }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(texts.leaveText);
    expect(router.state.location.pathname).toBe(`/settings/templates/quote/${TEMPLATE_ID}`);
    await user.click(screen.getByRole('button', { name: quotesMessages.editor.cancel }));

    await user.click(screen.getByRole('button', { name: texts.reload }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: new RegExp(`^${texts.name}`) })).toHaveValue('Portraits'),
    );
  });
});
