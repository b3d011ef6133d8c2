import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { getAccessToken } from '../../../shared/session/session-store';
import { KEY, loginData, png, setupData, tokens } from '../test/two-factor-fixtures';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';

const LOGIN = 'Complete login with the authenticator app';
const CODE = 'Enter the 6-digit code provided by the authenticator app.';

describe('the sign-in pages meet 212 and 213 (spec 01 §4.1)', () => {
  it('an OAuth sign-in answered 212 waits under the login modal, which names the email of the 212', async () => {
    const api = mockApi({
      'POST /api/auth/oauth/google/callback': () =>
        apiError(401, '212', loginData({ email: 'ada@studio.test' })),
      'POST /api/auth/2fa/login': () => ok(tokens),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    });
    const { user, router } = renderApp('/signup/oauth2/code/google?code=the-code&state=the-state');
    const modal = await screen.findByRole('dialog', { name: LOGIN });
    // The page does not call the sign-in failed: it waits for the modal.
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText(CODE), '654321');
    await user.click(within(modal).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.to('POST', '/api/auth/2fa/login')[0]!.body).toEqual({
      authorizationKey: KEY,
      userData: { email: 'ada@studio.test', sixDigitVerificationCode: '654321' },
    });
  });

  it('closing the login modal of an OAuth sign-in leaves the user signed out on /login', async () => {
    mockApi({ 'POST /api/auth/oauth/google/callback': () => apiError(401, '212', loginData()) });
    const { user, router } = renderApp('/signup/oauth2/code/google?code=the-code&state=the-state');
    const modal = await screen.findByRole('dialog', { name: LOGIN });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: LOGIN })).not.toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('an instant sign-in link answered 213 opens the forced setup over the waiting page', async () => {
    mockApi({
      'POST /api/auth/instant-login': () => apiError(401, '213', setupData()),
      'GET /api/auth/2fa/qr/qr-token-0123456789': png,
    });
    renderApp('/login/instant/instant-token-0123456789');
    expect(
      await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    expect(screen.queryByText('This sign-in link cannot be used')).not.toBeInTheDocument();
  });
});
