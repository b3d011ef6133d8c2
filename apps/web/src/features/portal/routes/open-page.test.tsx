import { PORTAL_TEXTS } from '@focal/contracts/portal/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickAndChooseQuote } from '../../../test/document-fixtures';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { API, BRAND, HOME, LINK_TOKEN, PORTAL, QUOTE, SESSION } from './test-portal';

const OPEN = `${PORTAL}/open/${LINK_TOKEN}`;

describe('a mailed portal link', () => {
  it('posts its token once, then opens the quote it leads to in place of the link', async () => {
    const api = mockApi({
      [`GET ${API}/brand`]: () => ok(BRAND),
      [`POST ${API}/links/open`]: () => ok({ target: { kind: 'quote', id: QUOTE } }),
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${API}/quotes/${QUOTE}`]: () => ok(pickAndChooseQuote()),
    });
    const { router } = renderApp(OPEN);

    expect(await screen.findByRole('heading', { level: 2, name: 'Wedding photography' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${PORTAL}/quotes/${QUOTE}`);
    expect(router.state.historyAction).toBe('REPLACE');
    const posts = api.to('POST', `${API}/links/open`);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ token: LINK_TOKEN });
    expect(posts[0]!.headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
    expect(await screen.findByText('Signed in as Anna Smith')).toBeVisible();
  });

  it("opens the portal's home when the link leads nowhere in particular", async () => {
    mockApi({
      [`GET ${API}/brand`]: () => ok(BRAND),
      [`POST ${API}/links/open`]: () => ok({ target: null }),
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${API}/home`]: () => ok(HOME),
    });
    const { router } = renderApp(OPEN);

    expect(await screen.findByRole('heading', { name: 'Your bookings' })).toBeVisible();
    expect(router.state.location.pathname).toBe(PORTAL);
  });

  it('says a used link is gone, and mails a fresh one for the same token', async () => {
    const api = mockApi({
      [`GET ${API}/brand`]: () => ok(BRAND),
      [`POST ${API}/links/open`]: () =>
        apiError(410, 'PortalLinkGone', null, PORTAL_TEXTS.linkGoneTitle, PORTAL_TEXTS.linkGone),
      [`POST ${API}/links/renew`]: () => ok(null),
    });
    const { user } = renderApp(OPEN);

    expect(await screen.findByRole('heading', { name: PORTAL_TEXTS.linkGoneTitle })).toBeVisible();
    expect(screen.getByText(PORTAL_TEXTS.linkGone)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Email me a fresh link' }));

    expect(await screen.findByText('A fresh link is on its way to your email address.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Email me a fresh link' })).toBeNull();
    expect(api.to('POST', `${API}/links/renew`)[0]!.body).toEqual({ token: LINK_TOKEN });
    await waitFor(() => expect(api.to('POST', `${API}/links/open`)).toHaveLength(1));
  });
});
