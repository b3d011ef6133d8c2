import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { catalogueRoutes, product } from '../../../test/catalogue-fixtures';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { quotesMessages as texts } from '../messages';
import {
  JOB_ID,
  mockQuotesApi,
  path,
  pickContent,
  QUOTE_ID,
  quoteOf,
  TEMPLATE_ID,
  templateOf,
  VAT,
} from '../test-quotes';

/** The frame and the page's chunk load first. */
const LOAD = { timeout: 5000 };
const NEW = `/leads/${JOB_ID}/quote/fixed/new`;
const catalogue = catalogueRoutes([
  product('Album', { description: 'Twenty spreads', unitPriceMinor: 45_000, taxRateIds: [VAT.id] }),
]);
const fromCatalogue = documentEditorMessages.catalogue;
const messageTexts = documentEditorMessages.message;
const totals = () => within(screen.getByRole('region', { name: texts.editor.totals }));

describe('the quote editor', () => {
  it('copies a product into a line and keeps the totals following the edits', async () => {
    mockQuotesApi(catalogue);
    const { user } = renderApp(NEW);
    await user.click(await screen.findByRole('button', { name: fromCatalogue.add }, LOAD));
    const picker = await screen.findByLabelText(fromCatalogue.pick, { selector: 'input' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Album/ }));

    // In place of the blank line the new quote opened with, not after it.
    const line = screen.getByRole('group', { name: texts.editor.line(1) });
    expect(screen.queryByRole('group', { name: texts.editor.line(2) })).toBeNull();
    expect(within(line).getByRole('textbox', { name: /^Name/ })).toHaveValue('Album');
    expect(within(line).getByLabelText(texts.editor.description)).toHaveValue('Twenty spreads');
    expect(within(line).getByLabelText(texts.editor.unitPrice('USD'))).toHaveValue('450.00');
    expect(totals().getByText('VAT (20%)')).toBeVisible();
    expect(totals().getByTestId('quote-total')).toHaveTextContent('$540.00');

    const quantity = within(line).getByLabelText(texts.editor.quantity);
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(totals().getByTestId('quote-total')).toHaveTextContent('$1,080.00');
    await user.type(within(line).getByLabelText(texts.editor.lineDiscount), '100');
    // (900 − 100) + 20% VAT
    expect(totals().getByTestId('quote-total')).toHaveTextContent('$960.00');
  });

  it("puts the server's field message on its field, and moves a new quote to its edit address after saving", async () => {
    let calls = 0;
    const api = mockQuotesApi({
      [`POST ${ApiRoutes.createQuote.path}`]: () =>
        ++calls === 1
          ? apiError(400, 'ValidationFailed', {
              fields: { 'content.lines.0.discount.amountMinor': 'The discount is more than the line.' },
            })
          : ok(quoteOf(okContent)),
      [`GET ${ApiRoutes.getQuote.path.replace(':id', QUOTE_ID)}`]: () => ok(quoteOf(okContent)),
    });
    const { user, router } = renderApp(NEW);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Portraits');
    const line = screen.getByRole('group', { name: texts.editor.line(1) });
    await user.type(within(line).getByRole('textbox', { name: /^Name/ }), 'Session');
    await user.type(within(line).getByLabelText(texts.editor.unitPrice('USD')), '100');
    await user.type(within(line).getByLabelText(texts.editor.lineDiscount), '150');
    await user.click(screen.getByRole('button', { name: texts.editor.create }));

    const discount = within(line).getByLabelText(texts.editor.lineDiscount);
    await waitFor(() => expect(discount).toHaveAccessibleDescription('The discount is more than the line.'));
    expect(api.to('POST', ApiRoutes.createQuote.path)[0]?.body).toMatchObject({
      jobId: JOB_ID,
      content: {
        kind: 'fixed',
        title: 'Portraits',
        lines: [
          { name: 'Session', unitPriceMinor: 10_000, discount: { kind: 'amount', amountMinor: 15_000 } },
        ],
      },
    });

    await user.clear(discount);
    await user.click(screen.getByRole('button', { name: texts.editor.create }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/leads/${JOB_ID}/quotes/fixed/${QUOTE_ID}/update`),
    );
    expect(await screen.findByRole('button', { name: texts.editor.save })).toBeVisible();
  });

  it("starts a new quote from a template of its kind: the editor shows the template's lines and totals, unsaved", async () => {
    const template = templateOf('Portraits', {
      ...okContent,
      terms: 'Half on booking.',
      lines: [
        {
          ...okContent.lines[0]!,
          quantityThousandths: 2000,
          taxes: [{ name: 'VAT', rateMillionths: 200_000, compound: false }],
        },
      ],
    });
    const api = mockQuotesApi({
      [`GET ${ApiRoutes.listQuoteTemplates.path}`]: () =>
        ok({
          rows: [
            { id: TEMPLATE_ID, name: 'Portraits', kind: 'fixed', updatedAt: template.updatedAt },
            { id: 'other', name: 'Weddings', kind: 'pick-and-choose', updatedAt: template.updatedAt },
          ],
        }),
      [`GET ${path(ApiRoutes.getQuoteTemplate, TEMPLATE_ID)}`]: () => ok(template),
      [`POST ${ApiRoutes.createQuote.path}`]: () => ok(quoteOf(okContent)),
      [`GET ${ApiRoutes.getQuote.path.replace(':id', QUOTE_ID)}`]: () => ok(quoteOf(okContent)),
    });
    const { user } = renderApp(NEW);
    const picker = await screen.findByLabelText(texts.templates.start.label, { selector: 'input' }, LOAD);
    await user.click(picker);
    // Only the templates of the quote's kind.
    expect(screen.queryByRole('option', { name: 'Weddings' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Portraits' }));

    // The template's lines replace the new quote's empty one once its answer arrives.
    const line = () => within(screen.getByRole('group', { name: texts.editor.line(1) }));
    await waitFor(() => expect(line().getByRole('textbox', { name: /^Name/ })).toHaveValue('Session'));
    expect(line().getByLabelText(texts.editor.quantity)).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Portraits');
    expect(screen.getByLabelText(texts.editor.terms)).toHaveValue('Half on booking.');
    // 2 × $100 + 20% VAT
    expect(totals().getByTestId('quote-total')).toHaveTextContent('$240.00');
    // Nothing is saved until the quote is created.
    expect(api.to('POST', ApiRoutes.createQuote.path)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.editor.create }));
    await waitFor(() => expect(api.to('POST', ApiRoutes.createQuote.path)).toHaveLength(1));
    expect(api.to('POST', ApiRoutes.createQuote.path)[0]?.body).toMatchObject({
      jobId: JOB_ID,
      content: { terms: 'Half on booking.', lines: [{ name: 'Session', quantityThousandths: 2000 }] },
    });
  });

  it('saves a message to the client with the content, refusing one over the limit on its field', async () => {
    const saved = quoteOf({ ...okContent, message: 'Hi Ada,\nhere is the quote.' });
    const api = mockQuotesApi({
      [`GET ${path(ApiRoutes.getQuote, QUOTE_ID)}`]: () => ok(saved),
      [`PUT ${path(ApiRoutes.updateQuote, QUOTE_ID)}`]: () => ok(saved),
    });
    const { user } = renderApp(`/leads/${JOB_ID}/quotes/fixed/${QUOTE_ID}/update`);
    const field = await screen.findByRole('textbox', { name: messageTexts.label }, LOAD);
    expect(field).toHaveValue('Hi Ada,\nhere is the quote.');
    expect(field).toHaveAccessibleDescription(`${messageTexts.hint} ${messageTexts.count(26, 2_000)}`);

    await user.clear(field);
    await user.click(field);
    await user.paste('a'.repeat(2_001));
    expect(screen.getByText(messageTexts.count(2_001, 2_000))).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.editor.save }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Use at most 2000 characters\./));
    expect(api.to('PUT', path(ApiRoutes.updateQuote, QUOTE_ID))).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Hi Ada, the second package includes the album.');
    await user.click(screen.getByRole('button', { name: texts.editor.save }));
    await waitFor(() => expect(api.to('PUT', path(ApiRoutes.updateQuote, QUOTE_ID))).toHaveLength(1));
    expect(api.to('PUT', path(ApiRoutes.updateQuote, QUOTE_ID))[0]?.body).toMatchObject({
      content: { message: 'Hi Ada, the second package includes the album.', lines: [{ name: 'Session' }] },
    });
  });

  it('asks before a template replaces what was typed', async () => {
    mockQuotesApi({
      [`GET ${ApiRoutes.listQuoteTemplates.path}`]: () =>
        ok({
          rows: [
            {
              id: TEMPLATE_ID,
              name: 'Weddings',
              kind: 'pick-and-choose',
              updatedAt: '2026-03-01T10:00:00.000Z',
            },
          ],
        }),
      [`GET ${path(ApiRoutes.getQuoteTemplate, TEMPLATE_ID)}`]: () =>
        ok(templateOf('Weddings', pickContent())),
    });
    const { user } = renderApp(`/leads/${JOB_ID}/quote/pick-and-choose/new`);
    const title = await screen.findByRole('textbox', { name: /^Title/ }, LOAD);
    await user.type(title, 'Mine');
    await user.click(screen.getByLabelText(texts.templates.start.label, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Weddings' }));
    const dialog = await screen.findByRole('dialog', { name: texts.templates.start.replaceTitle });
    expect(title).toHaveValue('Mine');
    await user.click(within(dialog).getByRole('button', { name: texts.templates.start.replace }));
    await waitFor(() => expect(title).toHaveValue('Wedding collections'));
    expect(screen.getByRole('group', { name: texts.editor.packageN(2) })).toBeVisible();
  });
});

const okContent = {
  kind: 'fixed' as const,
  title: 'Portraits',
  notes: '',
  terms: '',
  message: '',
  expiresOn: null,
  discount: null,
  schedules: [],
  lines: [
    {
      name: 'Session',
      description: '',
      quantityThousandths: 1000,
      unitPriceMinor: 10_000,
      discount: null,
      taxes: [],
      productId: null,
    },
  ],
};
