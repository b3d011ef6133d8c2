import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'confirm-token-0123456789abcdef';

describe('email confirmation pages', () => {
  it('confirms a sign-up once and offers to sign in with the confirmed address filled in', async () => {
    const api = mockApi({ 'POST /api/auth/confirm': () => ok({ email: 'ada@example.com' }) });
    const { router, user } = renderApp(`/signup/confirm/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    expect(screen.getByText(/ada@example\.com is confirmed/)).toBeVisible();
    expect(api.to('POST', '/api/auth/confirm')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/confirm')[0]!.body).toEqual({ token: TOKEN, purpose: 'signup' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    // No session from the link: the address is there, the password is the person's to type.
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it('names the purpose of a changed login', async () => {
    const api = mockApi({ 'POST /api/auth/confirm': () => ok({ email: 'new@example.com' }) });
    renderApp(`/change/login/confirm/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    expect(api.to('POST', '/api/auth/confirm')[0]!.body).toEqual({ token: TOKEN, purpose: 'change_login' });
  });

  it('shows an unknown link in the verification modal with only "Got It"', async () => {
    mockApi({
      'POST /api/auth/confirm': () =>
        apiError(
          404,
          'VerificationLinkInvalid',
          null,
          'This link is not valid',
          'Sign in, or sign up again.',
        ),
    });
    const { user } = renderApp(`/change/confirm/${TOKEN}`);

    const modal = await screen.findByRole('dialog', { name: 'This link is not valid' });
    expect(within(modal).getByText('Sign in, or sign up again.')).toBeVisible();
    expect(within(modal).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page says what the modal said: one wording, the catalogue's.
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    expect(screen.getByText('Sign in, or sign up again.')).toBeVisible();
  });

  it('shows a cut-short token in the catalogue’s words, never the validator’s', async () => {
    const raw = 'Too small: expected string to have >=16 characters';
    mockApi({
      'POST /api/auth/confirm': () =>
        apiError(400, 'ValidationFailed', { fields: { token: raw } }, 'Please check the form', raw),
    });
    renderApp('/signup/confirm/short');
    const modal = await screen.findByRole('dialog', { name: 'This link is not complete' });
    expect(within(modal).getByText(/may have been cut short/)).toBeVisible();
    expect(within(modal).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    // The page behind says the same, in the same words.
    expect(screen.getAllByRole('heading', { name: 'This link is not complete' })).toHaveLength(2);
    expect(screen.queryByText(raw)).toBeNull();
  });

  it('offers Resend for an expired link', async () => {
    const resend = '/api/auth/resend-confirmation?token=expired-token-0123456789';
    const api = mockApi({
      'POST /api/auth/confirm': () =>
        apiError(
          410,
          'VerificationLinkExpired',
          { resourcesLinks: { RESEND: { url: resend, method: 'POST' } } },
          'Link expired',
          'Ask for a new one.',
        ),
      'POST /api/auth/resend-confirmation': () => ok(null),
    });
    const { user } = renderApp(`/signup/confirm/${TOKEN}`);
    const modal = await screen.findByRole('dialog', { name: 'Link expired' });
    await user.click(within(modal).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Check your mail')).toBeVisible();
    expect(api.to('POST', '/api/auth/resend-confirmation')[0]!.url).toBe(resend);
  });
});
