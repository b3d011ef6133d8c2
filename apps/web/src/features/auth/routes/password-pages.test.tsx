import { PASSWORDS_DIFFER } from '@focal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const TOKEN = 'reset-token-0123456789abcdef';

describe('forgotten password', () => {
  it('asks for a link and says one is on its way whether or not the account exists', async () => {
    const api = mockApi({ 'POST /api/auth/forgot': () => ok(null) });
    const { user } = renderApp('/forgot');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(field('Email'), 'Someone@Example.com{Enter}');
    expect(
      await screen.findByText(/If an account exists for that address, we have sent a link/),
    ).toBeVisible();
    expect(api.to('POST', '/api/auth/forgot')[0]!.body).toEqual({ email: 'someone@example.com' });
  });

  it('refuses two different passwords before calling the API', async () => {
    const api = mockApi({});
    const { user } = renderApp(`/new/confirm/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(field('Password'), 'a fresh new passphrase');
    await user.type(field('Confirm password'), 'a different passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(field('Confirm password')).toHaveAccessibleDescription(PASSWORDS_DIFFER));
    expect(api.requests).toHaveLength(0);
  });

  it('sets the new password, then goes to /login with a success toast', async () => {
    const api = mockApi({ 'POST /api/auth/reset': () => ok(null) });
    const { router, user } = renderApp(`/new/confirm/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(field('Password'), 'a fresh new passphrase');
    await user.type(field('Confirm password'), 'a fresh new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Your new password is set. Sign in with it now.')).toBeVisible();
    expect(api.to('POST', '/api/auth/reset')[0]!.body).toEqual({
      token: TOKEN,
      password: 'a fresh new passphrase',
    });
  });

  it('shows an expired reset link in the verification modal', async () => {
    mockApi({
      'POST /api/auth/reset': () =>
        apiError(410, 'VerificationLinkExpired', null, 'Link expired', 'Ask for a new one.'),
    });
    const { user } = renderApp(`/new/confirm/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(field('Password'), 'a fresh new passphrase');
    await user.type(field('Confirm password'), 'a fresh new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('dialog', { name: 'Link expired' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Got It' })).toBeVisible();
  });
});

describe('instant sign-in link', () => {
  it('signs in and opens the dashboard', async () => {
    const api = mockApi({
      'POST /api/auth/instant-login': () =>
        ok({ access_token: 'instant-access', refresh_token: 'instant-refresh' }),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ firstName: 'Grace' })),
    });
    const { router } = renderApp(`/login/instant/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(api.to('POST', '/api/auth/instant-login')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/instant-login')[0]!.body).toEqual({ token: TOKEN });
  });
});
