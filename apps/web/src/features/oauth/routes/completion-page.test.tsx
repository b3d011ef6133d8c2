import { INVALID_TIME_ZONE, REQUIRED, TERMS_REQUIRED } from '@focal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { getAccessToken, getSessionEmail } from '../../../shared/session/session-store';

const token = 'completion-token-0123456789';
const PENDING = `GET /api/auth/oauth/complete/${token}`;
const COMPLETE = 'POST /api/auth/oauth/complete';
const LOCALE = ['country', 'currency', 'timezone', 'termsOfUseAccepted'];
const pending = (overrides: { fields?: string[]; email?: string | null } = {}) =>
  ok({
    providerId: 'google',
    action: 'COMPLETE_OAUTH_SIGN_UP',
    prefill: {
      email: overrides.email === undefined ? 'ada@example.com' : overrides.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    },
    fields: overrides.fields ?? LOCALE,
  });

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, select' });
const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' });
const finish = () => screen.getByRole('button', { name: 'Finish sign-up' });

async function openCompletion() {
  const app = renderApp(`/signup/oauth2/token/google?token=${token}`);
  await screen.findByRole('heading', { name: 'Just one more step!' });
  return app;
}

describe('"Just one more step!" page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows only the listed fields, greets the user and sends only those fields', async () => {
    const api = mockApi({
      [PENDING]: () => pending(),
      [COMPLETE]: () => ok({ access_token: 'access-5', refresh_token: 'refresh-5' }),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    });
    const { user, router } = await openCompletion();
    await waitFor(() => expect(document.title).toBe('Focal - Just one more step!'));
    expect(screen.getByText('Hi Ada')).toBeInTheDocument();
    expect(screen.getByText(/ada@example\.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();

    await user.selectOptions(field('Country'), 'NZ');
    expect(field('Currency')).toHaveValue('NZD');
    await user.selectOptions(field('Time zone'), 'Pacific/Auckland');
    await user.click(terms());
    await user.click(finish());

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.to('POST', '/api/auth/oauth/complete')[0]!.body).toEqual({
      token,
      country: 'NZ',
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      termsOfUseAccepted: true,
    });
    expect(getAccessToken()).toBe('access-5');
    expect(getSessionEmail()).toBe('ada@example.com');
  });

  it('asks for the email when listed, with the required texts and the terms popup', async () => {
    // A browser language without a country: nothing to preselect.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-001']);
    const api = mockApi({ [PENDING]: () => pending({ fields: ['email', ...LOCALE], email: null }) });
    const { user } = await openCompletion();
    expect(field('Email')).toHaveValue('');
    expect(field('Country')).toHaveValue('');

    await user.click(finish());
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)),
    );
    expect(field('Country')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent(TERMS_REQUIRED);
    expect(api.to('POST', '/api/auth/oauth/complete')).toHaveLength(0);
  });

  it('puts the server’s field messages under their inputs, an email taken under Email', async () => {
    let answer = apiError(400, 'ValidationFailed', { fields: { timezone: INVALID_TIME_ZONE } });
    const api = mockApi({
      [PENDING]: () => pending({ fields: ['email', ...LOCALE], email: 'ada@unverified.test' }),
      [COMPLETE]: () => answer,
    });
    const { user } = await openCompletion();
    expect(field('Email')).toHaveValue('ada@unverified.test');
    await user.selectOptions(field('Country'), 'GB');
    await user.click(terms());
    await user.click(finish());
    await waitFor(() => expect(field('Time zone')).toHaveAccessibleDescription(INVALID_TIME_ZONE));

    const taken = 'An account with this email already exists.';
    answer = apiError(409, 'EmailTaken', { fields: { email: taken } }, 'Email already registered', taken);
    await user.click(finish());
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(api.to('POST', '/api/auth/oauth/complete')[1]!.body).toMatchObject({
      token,
      email: 'ada@unverified.test',
      country: 'GB',
      currency: 'GBP',
      termsOfUseAccepted: true,
    });
    expect(getAccessToken()).toBeNull();
  });

  it('with a typed address, starts no session and sends the user to confirm it first', async () => {
    mockApi({
      [PENDING]: () => pending({ fields: ['email', ...LOCALE], email: null }),
      [COMPLETE]: () =>
        ok({
          email: 'ada@typed.test',
          resourcesLinks: {
            RESEND_CONFIRMATION: {
              url: '/api/auth/resend-confirmation?token=resend-0123456789',
              method: 'POST',
            },
            DEV_MAILBOX: { url: '/dev/mail?token=mail-0123456789' },
          },
        }),
    });
    const { user, router } = await openCompletion();
    await user.type(field('Email'), 'ada@typed.test');
    await user.selectOptions(field('Country'), 'GB');
    await user.click(terms());
    await user.click(finish());

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup/thankyou');
    expect(screen.getByText(/ada@typed\.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the confirmation email' })).toHaveAttribute(
      'href',
      '/dev/mail?token=mail-0123456789',
    );
    expect(getAccessToken()).toBeNull();
  });

  it('explains a link that no longer works and links back to the sign-up page', async () => {
    mockApi({
      [PENDING]: () =>
        apiError(
          404,
          'VerificationLinkInvalid',
          null,
          'This sign-up link does not work',
          'This sign-up step expired or was already completed. Please start the sign-up again.',
        ),
    });
    renderApp(`/signup/oauth2/token/google?token=${token}`);
    expect(
      await screen.findByRole('heading', { name: 'This sign-up link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-up step expired or was already completed.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('heading', { name: 'Just one more step!' })).not.toBeInTheDocument();
  });
});
