import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Quote } from '@focal/contracts/quotes/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { quotesMessages as texts } from '../messages';
import { JOB_ID, mockQuotesApi, path, pickContent, QUOTE_ID, quoteOf } from '../test-quotes';

const LOAD = { timeout: 5000 };
const VIEW = `/leads/${JOB_ID}/quotes/pick-and-choose/${QUOTE_ID}`;
const GET = `GET ${path(ApiRoutes.getQuote, QUOTE_ID)}`;

async function actionsOf(quote: Quote) {
  mockQuotesApi({ [GET]: () => ok(quote) });
  renderApp(VIEW);
  expect(await screen.findByRole('heading', { level: 1, name: /Quote #7/ }, LOAD)).toBeVisible();
  const group = screen.queryByRole('group', { name: texts.actions.label });
  return group ? [...group.querySelectorAll('a, button')].map((b) => b.textContent) : [];
}

describe('the quote page', () => {
  it("offers the actions the quote's state allows", async () => {
    const a = texts.actions;
    expect(await actionsOf(quoteOf(pickContent()))).toEqual([a.edit, a.send, a.pdf, a.more, a.delete]);
  });

  it('answers a sent quote: no delete once the client saw it', async () => {
    const a = texts.actions;
    const sent = quoteOf(pickContent(), {
      status: 'sent',
      sentVersion: 1,
      sentAt: '2026-03-02T10:00:00.000Z',
    });
    expect(await actionsOf(sent)).toEqual([a.edit, a.accept, a.decline, a.pdf, a.more]);
  });

  it('leaves an accepted quote as it is', async () => {
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
    const a = texts.actions;
    expect(await actionsOf(accepted)).toEqual([a.makeInvoice, a.pdf, a.more]);
    expect(screen.getByRole('link', { name: a.makeInvoice })).toHaveAttribute('href', `${VIEW}/make-invoice`);
    expect(screen.getByText(/Accepted total: \$2,000\.00/)).toBeVisible();
    expect(screen.getByText(`Gold · ${texts.view.chosen}`)).toBeVisible();
  });

  it("records the client's choice with the total following it", async () => {
    const sent = quoteOf(pickContent(), { status: 'sent', sentVersion: 1 });
    const api = mockQuotesApi({
      [GET]: () => ok(sent),
      [`POST ${path(ApiRoutes.acceptQuote, QUOTE_ID)}`]: () => ok({ ...sent, status: 'accepted' }),
    });
    const { user } = renderApp(VIEW);
    await user.click(await screen.findByRole('button', { name: texts.actions.accept }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: texts.accept.title });
    const total = within(dialog).getByTestId('accept-total');
    expect(total).toHaveTextContent('$1,000.00');

    await user.click(within(dialog).getByRole('radio', { name: /Gold/ }));
    expect(total).toHaveTextContent('$2,000.00');
    const prints = within(dialog).getByLabelText(texts.accept.quantity('Prints'));
    await user.clear(prints);
    await user.type(prints, '2');
    expect(total).toHaveTextContent('$2,200.00');
    await user.clear(prints);
    await user.type(prints, '9');
    expect(within(dialog).getByText('Choose 0 to 5 of Prints.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: texts.accept.confirm })).toBeDisabled();
    await user.clear(prints);
    await user.type(prints, '2');

    await user.click(within(dialog).getByRole('button', { name: texts.accept.confirm }));
    await waitFor(() =>
      expect(api.to('POST', path(ApiRoutes.acceptQuote, QUOTE_ID))[0]?.body).toEqual({
        updatedAt: sent.updatedAt,
        choice: { packages: [1], addOnQuantities: [2] },
        schedule: 0,
      }),
    );
  });

  it.each([
    ['emails the client', true, 'ada@example.com', 'Sent to ada@example.com'],
    ['says nothing was emailed when the client has no address', true, null, texts.actions.sentNoEmail],
    ['marks it sent without emailing', false, null, texts.actions.markedSent],
  ] as const)('sends: %s', async (_, email, mailedTo, toast) => {
    const draft = quoteOf(pickContent());
    const sent = { ...draft, status: 'sent' as const, sentVersion: 1 };
    const api = mockQuotesApi({
      [GET]: () => ok(draft),
      [`POST ${path(ApiRoutes.sendQuote, QUOTE_ID)}`]: () => ok({ ...sent, mailedTo }),
    });
    const { user } = renderApp(VIEW);
    await user.click(await screen.findByRole('button', { name: texts.actions.send }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: texts.actions.sendTitle });
    expect(within(dialog).getByText(texts.actions.sendText('Ada Lovelace'))).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', {
        name: email ? texts.actions.sendEmail : texts.actions.sendWithoutEmail,
      }),
    );
    expect(await screen.findByText(toast)).toBeVisible();
    expect(api.to('POST', path(ApiRoutes.sendQuote, QUOTE_ID))[0]?.body).toEqual({
      updatedAt: draft.updatedAt,
      email,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.actions.send })).toBeNull());
  });

  it("stops the client's link after a confirmation", async () => {
    const sent = quoteOf(pickContent(), { status: 'sent', sentVersion: 1 });
    const api = mockQuotesApi({
      [GET]: () => ok(sent),
      [`POST ${path(ApiRoutes.revokeQuoteLinks, QUOTE_ID)}`]: () => ok({ revoked: 2 }),
    });
    const { user } = renderApp(VIEW);
    await user.click(await screen.findByRole('button', { name: texts.actions.more }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: texts.actions.revoke }));
    const dialog = await screen.findByRole('dialog', { name: texts.actions.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.actions.revokeConfirm }));
    expect(await screen.findByText(texts.actions.revoked(2))).toBeVisible();
    expect(api.to('POST', path(ApiRoutes.revokeQuoteLinks, QUOTE_ID))).toHaveLength(1);
  });
});
