import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'not-me-token-0123456789abcdef';
const UNDO = '/api/auth/2fa/not-me';

describe('/2fa/not-me/{token}: the turned-on notice\'s "This was not me"', () => {
  it('sends nothing on opening; the button turns two-factor off, then leads to a new password', async () => {
    const api = mockApi({ [`POST ${UNDO}`]: () => ok(null) });
    const { router, user } = renderApp(`/2fa/not-me/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Turn it off and sign out everywhere' });
    expect(api.to('POST', UNDO)).toHaveLength(0);

    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();
    expect(api.to('POST', UNDO)[0]!.body).toEqual({ token: TOKEN });
    expect(screen.getByText(/set a new one now/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Set a new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot'));
  });

  it("shows a dead link's title and message (410), and still the way to a new password", async () => {
    mockApi({
      [`POST ${UNDO}`]: () =>
        apiError(410, 'VerificationLinkExpired', null, 'This link no longer works', 'It works once.'),
    });
    const { user } = renderApp(`/2fa/not-me/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Turn it off and sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works');
    expect(screen.getByRole('alert')).toHaveTextContent('It works once.');
    expect(screen.getByRole('link', { name: 'Set a new password' })).toHaveAttribute('href', '/forgot');
  });
});
