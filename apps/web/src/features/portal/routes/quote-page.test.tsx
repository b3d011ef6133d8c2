import { PORTAL_TEXTS } from '@focal/contracts/portal/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { pickAndChooseQuote } from '../../../test/document-fixtures';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { API, CLIENT, COMPANY, PORTAL, QUOTE, SESSION } from './test-portal';

const QUOTE_API = `${API}/quotes/${QUOTE}`;
const PAGE = `${PORTAL}/quotes/${QUOTE}`;

/** The quote at version 3, with a second schedule to choose from. */
function sentQuote(overrides: Parameters<typeof pickAndChooseQuote>[0] = {}) {
  const quote = pickAndChooseQuote({ version: 3, ...overrides });
  const inFull = {
    name: 'Pay in full',
    rule: {
      instalments: [{ amount: { kind: 'balance' as const }, due: { kind: 'on-acceptance' as const } }],
    },
  };
  return { ...quote, content: { ...quote.content, schedules: [...quote.content.schedules, inFull] } };
}

const portalApi = (routes: Record<string, (request: SentRequest) => Response>) =>
  mockApi({
    [`GET ${API}/session`]: () => ok(SESSION),
    [`GET ${QUOTE_API}`]: () => ok(sentQuote()),
    ...routes,
  });

describe('a quote in the portal', () => {
  it("shows the studio's message and accepts the packages, add-ons and schedule the client chose, for the version they read", async () => {
    const accepted = sentQuote({
      status: 'accepted',
      acceptance: {
        acceptedAt: '2026-06-10T10:00:00Z',
        choice: { packages: [1], addOnQuantities: [2] },
        schedule: 1,
      },
    });
    const api = portalApi({
      [`GET ${QUOTE_API}`]: () => ok(sentQuote({ message: 'Hi Anna, here is the quote we talked about.' })),
      [`POST ${QUOTE_API}/accept`]: () => ok(accepted),
    });
    const { user } = renderApp(PAGE);

    const packages = await screen.findByRole('radiogroup', { name: 'Packages' });
    const message = screen.getByRole('region', { name: 'A message from Lumen Studio' });
    expect(within(message).getByText('Hi Anna, here is the quote we talked about.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your portal' })).toHaveAttribute('href', PORTAL);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${QUOTE_API}/pdf`);
    expect(screen.queryByText(/Reply to the studio's email/)).toBeNull();
    await user.click(within(packages).getByRole('radio', { name: 'Gold' }));
    await user.click(screen.getByRole('textbox', { name: 'Quantity of Album' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Accept quote' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    expect(within(dialog).getByText('Your total: €2,520.00')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Pay in full' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));

    expect(await screen.findByText('Accepted on Jun 10, 2026')).toBeVisible();
    expect(api.to('POST', `${QUOTE_API}/accept`)[0]!.body).toEqual({
      version: 3,
      choice: { packages: [1], addOnQuantities: [2] },
      schedule: 1,
    });
    expect(await screen.findByText(/the quote is accepted/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('declines with the reason given', async () => {
    const api = portalApi({ [`POST ${QUOTE_API}/decline`]: () => ok(sentQuote({ status: 'declined' })) });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'We chose another date. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));

    expect(await screen.findByText('Declined')).toBeVisible();
    expect(api.to('POST', `${QUOTE_API}/decline`)[0]!.body).toEqual({
      version: 3,
      reason: 'We chose another date.',
    });
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('says the quote changed when a newer version was sent, and reloads it', async () => {
    let version = 3;
    const api = portalApi({
      [`GET ${QUOTE_API}`]: () => ok(sentQuote({ version })),
      [`POST ${QUOTE_API}/accept`]: () => {
        version = 4;
        return apiError(409, 'StaleVersion', null, PORTAL_TEXTS.quoteChangedTitle, PORTAL_TEXTS.quoteChanged);
      },
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept quote' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(PORTAL_TEXTS.quoteChangedTitle)).toBeVisible();
    expect(within(alert).getByText(PORTAL_TEXTS.quoteChanged)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));

    expect(await screen.findByRole('button', { name: 'Accept quote' })).toBeEnabled();
    expect(api.to('GET', QUOTE_API)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the studio's preview read-only, every request naming the preview and the client", async () => {
    signIn();
    const preview = `/portal/${COMPANY}/preview/${CLIENT}`;
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      [`GET ${API}/session`]: () => ok({ ...SESSION, preview: true }),
      [`GET ${QUOTE_API}`]: () => ok(sentQuote()),
    });
    renderApp(`${preview}/quotes/${QUOTE}`);

    // A named landmark, not an unnamed alert.
    expect(await screen.findByRole('region', { name: 'Client portal preview' })).toHaveTextContent(
      /Preview: this is what Anna Smith sees\. Nothing you do here acts for them\./,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Accept quote' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to your portal' })).toHaveAttribute('href', preview);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    for (const request of [...api.to('GET', `${API}/session`), ...api.to('GET', QUOTE_API)]) {
      expect(request.headers.get('x-focal-portal-preview')).toBe('portal');
      expect(request.headers.get('x-focal-portal-client')).toBe(CLIENT);
      expect(request.headers.get('Authorization')).toBeNull();
    }
  });
});
