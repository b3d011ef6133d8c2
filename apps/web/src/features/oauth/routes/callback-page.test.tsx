import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { getAccessToken, getRefreshToken } from '../../../shared/session/session-store';

const CALLBACK = 'POST /api/auth/oauth/google/callback';
const completionToken = 'completion-token-0123456789';

describe('OAuth callback page', () => {
  it('signs a returning user in and opens the dashboard', async () => {
    const api = mockApi({
      [CALLBACK]: () => ok({ status: 'signed_in', access_token: 'access-9', refresh_token: 'refresh-9' }),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    });
    const { router } = renderApp(
      '/signup/oauth2/code/google?code=the-code&state=the-state&iss=http%3A%2F%2Fissuer.test',
    );

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.to('POST', '/api/auth/oauth/google/callback')).toHaveLength(1);
    expect(api.requests[0]!.body).toEqual({
      state: 'the-state',
      code: 'the-code',
      iss: 'http://issuer.test',
    });
    expect(getAccessToken()).toBe('access-9');
    expect(getRefreshToken()).toBe('refresh-9');
    expect(api.to('GET', '/api/basic/bootstrap')[0]!.headers.get('Authorization')).toBe('Bearer access-9');
  });

  it('sends a new user on to "Just one more step!" without asking for the pending sign-up again', async () => {
    const api = mockApi({
      [CALLBACK]: () =>
        ok({
          status: 'needs_completion',
          completionToken,
          providerId: 'google',
          action: 'COMPLETE_OAUTH_SIGN_UP',
          prefill: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
          fields: ['country', 'currency', 'timezone', 'termsOfUseAccepted'],
        }),
    });
    const { router } = renderApp('/signup/oauth2/code/google?code=the-code&state=the-state');

    expect(await screen.findByRole('heading', { name: 'Just one more step!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/oauth2/token/google');
    expect(router.state.location.search).toBe(`?token=${completionToken}`);
    expect(screen.getByText('Hi Ada')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual([
      'POST /api/auth/oauth/google/callback',
    ]);
    expect(getAccessToken()).toBeNull();
  });

  it('explains a failed sign-in and links back to the sign-up page', async () => {
    const api = mockApi({
      [CALLBACK]: () =>
        apiError(
          400,
          'OAuthFailed',
          null,
          'Sign-in with your account failed',
          'Signing in with Google was cancelled. Please try again if you want to use Google.',
        ),
    });
    const { user, router } = renderApp(
      '/signup/oauth2/code/google?error=access_denied&error_description=User%20said%20no&state=the-state',
    );

    expect(
      await screen.findByRole('heading', { name: 'Sign-in with your account failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Signing in with Google was cancelled. Please try again if you want to use Google.',
    );
    expect(api.requests[0]!.body).toEqual({
      state: 'the-state',
      error: 'access_denied',
      error_description: 'User said no',
    });
    expect(getAccessToken()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to sign-up' }));
    await screen.findByRole('heading', { name: 'Create your Focal account' });
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('says the sign-in did not finish when the provider sent no state, and asks nothing', async () => {
    const api = mockApi({});
    renderApp('/signup/oauth2/code/google?code=the-code');
    expect(await screen.findByRole('heading', { name: 'This sign-in did not finish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-up' })).toHaveAttribute('href', '/signup');
    expect(api.requests).toHaveLength(0);
  });
});
