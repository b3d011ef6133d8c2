import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { bundle, catalogueRoutes, product } from '../../../test/catalogue-fixtures';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages as texts } from '../messages';
import { content, INVOICE_ID, invoiceOf, JOB_ID, mockInvoicesApi, path } from '../test-invoices';

/** The frame and the page's chunk load first. */
const LOAD = { timeout: 5000 };
const NEW = `/leads/${JOB_ID}/invoice/new`;
const totals = () => within(screen.getByRole('region', { name: texts.editor.totals }));
const total = () => totals().getByTestId('invoice-total');
const fromCatalogue = documentEditorMessages.catalogue;
const messageTexts = documentEditorMessages.message;
const VAT_ID = '10000000-0000-4000-8000-000000000001';

describe('the invoice editor', () => {
  it('keeps the totals and the tax table following the lines, and asks for the exemption note on a 0% rate', async () => {
    mockInvoicesApi({});
    const { user } = renderApp(NEW);
    const line = await screen.findByRole('group', { name: texts.editor.line(1) }, LOAD);
    await user.type(within(line).getByLabelText(texts.editor.unitPrice('USD')), '450');
    expect(total()).toHaveTextContent('$450.00');

    await user.click(within(line).getByRole('combobox', { name: texts.editor.taxes }));
    await user.click(await screen.findByRole('option', { name: 'VAT (20%)' }));
    expect(totals().getByText('VAT (20%)')).toBeVisible();
    expect(totals().getByText('on $450.00')).toBeVisible();
    expect(total()).toHaveTextContent('$540.00');

    const quantity = within(line).getByLabelText(texts.editor.quantity);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(line).getByLabelText(texts.editor.lineDiscount), '100');
    // (900 − 100) + 20% VAT
    expect(total()).toHaveTextContent('$960.00');

    expect(screen.queryByLabelText(texts.editor.exemptionNote)).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.editor.addLine }));
    const second = screen.getByRole('group', { name: texts.editor.line(2) });
    await user.type(within(second).getByLabelText(texts.editor.unitPrice('USD')), '50');
    await user.click(within(second).getByRole('combobox', { name: texts.editor.taxes }));
    await user.click(await screen.findByRole('option', { name: 'Exempt (0%)' }));
    expect(totals().getByText('Exempt (0%)')).toBeVisible();
    expect(total()).toHaveTextContent('$1,010.00');
    expect(screen.getByLabelText(texts.editor.exemptionNote)).toBeVisible();
  });

  it("puts the server's field message on its line field, sends the schedule chosen, and moves to the edit address", async () => {
    let calls = 0;
    const saved = invoiceOf(content({ title: 'Portraits' }));
    const api = mockInvoicesApi({
      [`POST ${ApiRoutes.createInvoice.path}`]: () =>
        ++calls === 1
          ? apiError(400, 'ValidationFailed', {
              fields: { 'content.lines.0.discount.amountMinor': 'The discount is more than the line.' },
            })
          : ok(saved),
      [`GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`]: () => ok(saved),
    });
    const { user, router } = renderApp(NEW);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Portraits');
    const line = screen.getByRole('group', { name: texts.editor.line(1) });
    await user.type(within(line).getByRole('textbox', { name: /^Name/ }), 'Session');
    await user.type(within(line).getByLabelText(texts.editor.unitPrice('USD')), '100');
    await user.type(within(line).getByLabelText(texts.editor.lineDiscount), '150');
    await user.click(screen.getByRole('radio', { name: texts.editor.dueModes.schedule }));
    await user.click(screen.getByRole('button', { name: /^50% now/ }));
    await user.click(screen.getByRole('button', { name: texts.editor.create }));

    const discount = within(line).getByLabelText(texts.editor.lineDiscount);
    await waitFor(() => expect(discount).toHaveAccessibleDescription('The discount is more than the line.'));
    expect(api.to('POST', ApiRoutes.createInvoice.path)[0]?.body).toMatchObject({
      jobId: JOB_ID,
      content: {
        title: 'Portraits',
        lines: [
          { name: 'Session', unitPriceMinor: 10_000, discount: { kind: 'amount', amountMinor: 15_000 } },
        ],
        dueOn: null,
        schedule: {
          instalments: [
            { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' } },
            {
              amount: { kind: 'balance' },
              due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
            },
          ],
        },
      },
    });

    await user.clear(discount);
    await user.click(screen.getByRole('button', { name: texts.editor.create }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/leads/${JOB_ID}/invoice/${INVOICE_ID}/update`),
    );
    expect(await screen.findByRole('button', { name: texts.editor.save })).toBeVisible();
  });

  it('copies a product and a package from the catalogue into lines, and saves them', async () => {
    const album = product('Album', {
      description: 'Twenty spreads',
      unitPriceMinor: 45_000,
      taxRateIds: [VAT_ID],
      imageUrl: 'http://localhost/files/album.webp',
    });
    const gold = bundle('Gold', {
      description: 'The whole day',
      priceMinor: 300_000,
      items: [
        {
          productId: album.id,
          productName: 'Album',
          unitPriceMinor: 45_000,
          quantityThousandths: 2000,
          productArchived: false,
        },
      ],
    });
    const saved = invoiceOf(content());
    const api = mockInvoicesApi({
      ...catalogueRoutes([album], [gold]),
      [`POST ${ApiRoutes.createInvoice.path}`]: () => ok(saved),
      [`GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`]: () => ok(saved),
    });
    const { user } = renderApp(NEW);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Album');
    const pick = async (name: RegExp) => {
      await user.click(screen.getByRole('button', { name: fromCatalogue.add }));
      const picker = await screen.findByLabelText(fromCatalogue.pick, { selector: 'input' });
      await waitFor(() => expect(picker).toBeEnabled());
      await user.click(picker);
      const option = await screen.findByRole('option', { name });
      await user.click(option);
      return option;
    };

    const albumOption = await pick(/^Album · \$450\.00/);
    // In place of the blank line the new invoice opened with, not after it.
    const line = screen.getByRole('group', { name: texts.editor.line(1) });
    expect(screen.queryByRole('group', { name: texts.editor.line(2) })).toBeNull();
    expect(within(line).getByRole('textbox', { name: /^Name/ })).toHaveValue('Album');
    expect(within(line).getByLabelText(texts.editor.description)).toHaveValue('Twenty spreads');
    expect(within(line).getByLabelText(texts.editor.unitPrice('USD'))).toHaveValue('450.00');
    expect(totals().getByText('VAT (20%)')).toBeVisible();
    expect(total()).toHaveTextContent('$540.00');
    // The picture beside the name, fetched only when scrolled near; the name says what it is.
    const thumbnail = albumOption.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe(album.imageUrl);
    expect(thumbnail?.getAttribute('alt')).toBe('');
    expect(thumbnail?.getAttribute('loading')).toBe('lazy');
    // Only current items are asked for: an archived one is never offered.
    for (const route of [ApiRoutes.listProducts, ApiRoutes.listPackages]) {
      const asked = new URL(api.to('GET', route.path)[0]?.url ?? '', 'http://x');
      expect(asked.searchParams.get('archived')).toBe('exclude');
    }

    const goldOption = await pick(/^Gold · \$3,000\.00/);
    expect(goldOption.querySelector('img')).toBeNull();
    const second = screen.getByRole('group', { name: texts.editor.line(2) });
    expect(within(second).getByRole('textbox', { name: /^Name/ })).toHaveValue('Gold');
    expect(within(second).getByLabelText(texts.editor.description)).toHaveValue('The whole day\n2 × Album');
    expect(total()).toHaveTextContent('$3,540.00');

    await user.click(screen.getByRole('button', { name: texts.editor.create }));
    await waitFor(() => expect(api.to('POST', ApiRoutes.createInvoice.path)).toHaveLength(1));
    expect(api.to('POST', ApiRoutes.createInvoice.path)[0]?.body).toMatchObject({
      content: {
        lines: [
          {
            name: 'Album',
            description: 'Twenty spreads',
            quantityThousandths: 1000,
            unitPriceMinor: 45_000,
            taxes: [{ name: 'VAT', rateMillionths: 200_000, compound: false }],
            productId: album.id,
          },
          {
            name: 'Gold',
            description: 'The whole day\n2 × Album',
            unitPriceMinor: 300_000,
            taxes: [],
            productId: null,
          },
        ],
      },
    });
  });

  it('saves a message to the client with the content', async () => {
    const saved = invoiceOf(content({ title: 'Portraits' }));
    const api = mockInvoicesApi({
      [`GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`]: () => ok(saved),
      [`PUT ${path(ApiRoutes.updateInvoice, INVOICE_ID)}`]: () => ok(saved),
    });
    const { user } = renderApp(`/leads/${JOB_ID}/invoice/${INVOICE_ID}/update`);
    const field = await screen.findByRole('textbox', { name: messageTexts.label }, LOAD);
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(`${messageTexts.hint} ${messageTexts.count(0, 2_000)}`);
    await user.type(field, 'Thank you, Ada!{Enter}See you in June.');
    await user.click(screen.getByRole('button', { name: texts.editor.save }));
    await waitFor(() => expect(api.to('PUT', path(ApiRoutes.updateInvoice, INVOICE_ID))).toHaveLength(1));
    expect(api.to('PUT', path(ApiRoutes.updateInvoice, INVOICE_ID))[0]?.body).toMatchObject({
      content: { title: 'Portraits', message: 'Thank you, Ada!\nSee you in June.' },
    });
  });

  it('shows a stale save with a way to reload the draft', async () => {
    const draft = invoiceOf(content());
    mockInvoicesApi({
      [`GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`]: () => ok(draft),
      [`PUT ${path(ApiRoutes.updateInvoice, INVOICE_ID)}`]: () =>
        apiError(
          409,
          'StaleVersion',
          null,
          'Changed meanwhile',
          'Someone saved this invoice after you opened it.',
        ),
    });
    const { user } = renderApp(`/leads/${JOB_ID}/invoice/${INVOICE_ID}/update`);
    const title = await screen.findByRole('textbox', { name: /^Title/ }, LOAD);
    await user.type(title, ' 2026');
    await user.click(screen.getByRole('button', { name: texts.editor.save }));
    expect(await screen.findByText('Someone saved this invoice after you opened it.')).toBeVisible();
    expect(screen.getByRole('button', { name: texts.editor.reload })).toBeVisible();
  });
});
