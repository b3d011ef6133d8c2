import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { deviceTokenFor, keepDeviceToken } from '../../../shared/session/device-tokens';
import { getAccessToken, getSessionEmail } from '../../../shared/session/session-store';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function signInWith(user: ReturnType<typeof renderApp>['user'], email = 'ada@example.com') {
  await user.type(field('Email'), email);
  await user.type(field('Password'), 'correct horse battery staple');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it("sends this browser's device token for the email, and keeps the renewed one (issue 10 §5)", async () => {
    keepDeviceToken('ada@example.com', 'device-0');
    keepDeviceToken('bob@example.com', 'device-of-bob');
    const api = mockApi({
      'POST /api/auth/login': () =>
        ok({ access_token: 'access-1', refresh_token: 'refresh-1', device_token: 'device-1' }),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await signInWith(user, 'Ada@Example.com');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/login')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      device_token: 'device-0',
    });
    expect(deviceTokenFor('ada@example.com')).toBe('device-1');
    expect(deviceTokenFor('bob@example.com')).toBe('device-of-bob');
  });

  it('sends a signed-out visitor to /login keeping the query, then back to where they were going', async () => {
    const api = mockApi({
      'POST /api/auth/login': () => ok({ access_token: 'access-1', refresh_token: 'refresh-1' }),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    });
    const { router, user } = renderApp('/?toaster=hello');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?toaster=hello');
    await waitFor(() => expect(document.title).toBe('Focal - Sign in'));

    await signInWith(user, 'Ada@Example.com');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?toaster=hello');
    expect(api.to('POST', '/api/auth/login')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery staple',
    });
    expect(getAccessToken()).toBe('access-1');
    expect(api.to('GET', '/api/basic/bootstrap')[0]!.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('validates with the contracts’ messages before calling the API', async () => {
    const api = mockApi({});
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('This field is required. Please fill in.'),
    );
    expect(field('Password')).toHaveAccessibleDescription('This field is required. Please fill in.');
    // Nothing is sent (the providers' buttons ask for their list on their own).
    expect(api.to('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('checks the fields again as they change once sent, and puts a 400’s field messages under them', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        apiError(400, 'ValidationFailed', { fields: { email: 'This address cannot sign in here.' } }),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveFocus();
    await user.type(field('Email'), 'ada@example.com');
    await waitFor(() => expect(field('Email')).not.toHaveAttribute('aria-invalid'));
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('This address cannot sign in here.'),
    );
    expect(field('Email')).toHaveFocus();
    expect(getAccessToken()).toBeNull();
  });

  it('shows refused credentials as a toast and stays signed out', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        apiError(401, 'InvalidCredentials', null, 'Wrong email or password', 'Check them and try again.'),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await signInWith(user);
    expect(await screen.findByText('Check them and try again.')).toBeVisible();
    expect(screen.getByText('Wrong email or password')).toBeVisible();
    expect(getAccessToken()).toBeNull();
  });

  it('shows a disabled account’s refusal (AccountDisabled) as its title and message', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        apiError(
          403,
          'AccountDisabled',
          null,
          'This account is disabled',
          'A Focal administrator disabled this account. Please contact Focal support to use it again.',
        ),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await signInWith(user);
    expect(await screen.findByText(/administrator disabled this account/)).toBeVisible();
    expect(screen.getByText('This account is disabled')).toBeVisible();
    expect(getAccessToken()).toBeNull();
  });

  it('offers Resend for an unconfirmed email and says "Check your mail" once sent', async () => {
    const resendUrl = '/api/auth/resend-confirmation?token=abcdefghijklmnop1234';
    const api = mockApi({
      'POST /api/auth/login': () =>
        apiError(
          401,
          'EmailNotConfirmed',
          { resourcesLinks: { RESEND_CONFIRMATION: { url: resendUrl, method: 'POST' } } },
          'Please confirm your email',
          'We sent you a link when you signed up. Open it, or ask for a new one.',
        ),
      'POST /api/auth/resend-confirmation': () => ok(null),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await signInWith(user);

    const modal = await screen.findByRole('dialog', { name: 'Please confirm your email' });
    expect(
      within(modal).getByText('We sent you a link when you signed up. Open it, or ask for a new one.'),
    ).toBeVisible();
    expect(within(modal).queryByRole('button', { name: 'Got It' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('Check your mail')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm your email' })).not.toBeInTheDocument(),
    );
    expect(api.to('POST', '/api/auth/resend-confirmation')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/resend-confirmation')[0]!.url).toBe(resendUrl);
    expect(getSessionEmail()).toBeNull();
  });
});
