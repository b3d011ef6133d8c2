import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { quotesMessages } from '../messages';
import { JOB_ID, mockQuotesApi, path, pickContent, QUOTE_ID, quoteOf } from '../test-quotes';

const LOAD = { timeout: 5000 };
const texts = quotesMessages.makeInvoice;
const PAGE = `/leads/${JOB_ID}/quotes/pick-and-choose/${QUOTE_ID}/make-invoice`;
const GET = `GET ${path(ApiRoutes.getQuote, QUOTE_ID)}`;
const MAKE = path(ApiRoutes.makeInvoiceFromQuote, QUOTE_ID);
const INVOICE_ID = '50000000-0000-4000-8000-000000000001';
// The invoice editor is another feature's page: only its address matters here.
const INVOICE_EDITOR = `/leads/${JOB_ID}/invoice/${INVOICE_ID}/update`;

const accepted = quoteOf(pickContent(), {
  status: 'accepted',
  sentVersion: 1,
  acceptance: {
    version: 1,
    acceptedAt: '2026-03-03T10:00:00.000Z',
    by: 'studio',
    byName: 'Ada Lovelace',
    choice: { packages: [1], addOnQuantities: [0] },
    schedule: null,
    totalMinor: 200_000,
  },
});
const sent = quoteOf(pickContent(), { status: 'sent', sentVersion: 1 });

describe('making an invoice from a quote', () => {
  it('makes it from an accepted quote and opens its editor', async () => {
    const api = mockQuotesApi({
      [GET]: () => ok(accepted),
      [`POST ${MAKE}`]: () => ok({ id: INVOICE_ID }),
    });
    const { user, router } = renderApp(PAGE);
    expect(await screen.findByText(texts.what, {}, LOAD)).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(INVOICE_EDITOR));
    expect(api.to('POST', MAKE)[0]?.body).toEqual({ updatedAt: accepted.updatedAt, unaccepted: false });
  });

  it('needs the box ticked for a quote the client has not accepted', async () => {
    const api = mockQuotesApi({
      [GET]: () => ok(sent),
      [`POST ${MAKE}`]: () => ok({ id: INVOICE_ID }),
    });
    const { user, router } = renderApp(PAGE);
    const button = await screen.findByRole('button', { name: texts.confirm }, LOAD);
    expect(screen.getByText(texts.notAccepted)).toBeVisible();
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: texts.unaccepted }));
    expect(screen.getByText(texts.whatUnaccepted)).toBeVisible();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(INVOICE_EDITOR));
    expect(api.to('POST', MAKE)[0]?.body).toEqual({ updatedAt: sent.updatedAt, unaccepted: true });
  });

  it("shows the server's refusal in place", async () => {
    mockQuotesApi({
      [GET]: () => ok(accepted),
      [`POST ${MAKE}`]: () =>
        apiError(409, 'Conflict', null, 'Conflict', 'This lead was archived: nothing can be added to it.'),
    });
    const { user, router } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: texts.confirm }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This lead was archived: nothing can be added to it.',
    );
    expect(router.state.location.pathname).toBe(PAGE);
  });
});
