import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { takeCameFromLogin } from '../../../shared/session/came-from-login';
import { deviceTokenFor, keepDeviceToken } from '../../../shared/session/device-tokens';
import { getAccessToken, getSessionEmail } from '../../../shared/session/session-store';
import { KEY, loginData, signInWithPassword, tokens } from '../test/two-factor-fixtures';

const TITLE = 'Complete login with the authenticator app';
const CODE = 'Enter the 6-digit code provided by the authenticator app.';

async function openLoginModal(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/login': () => apiError(401, '212', loginData()),
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    ...routes,
  });
  const app = renderApp('/login');
  await signInWithPassword(app.user);
  const modal = await screen.findByRole('dialog', { name: TITLE });
  return { ...app, api, modal };
}

describe('the two-factor login modal (a sign-in answered 212)', () => {
  it('asks for the code with the spec’s texts; the code signs in, toasts s_4 and opens / as came-from-login', async () => {
    keepDeviceToken('ada@example.com', 'device-0');
    const { user, api, modal, router } = await openLoginModal({
      'POST /api/auth/2fa/login': () => ok(tokens),
    });
    const input = within(modal).getByLabelText(CODE);
    expect(input).toHaveAttribute('placeholder', 'Authentication code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // The password form shows nothing of its own: the catalogue handled the 212.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getAccessToken()).toBeNull();

    await user.type(input, '123456');
    await user.click(within(modal).getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/2fa/login')[0]!.body).toEqual({
      authorizationKey: KEY,
      userData: { email: 'ada@example.com', sixDigitVerificationCode: '123456', device_token: 'device-0' },
    });
    expect(router.state.location.pathname).toBe('/');
    expect(getAccessToken()).toBe('access-2fa');
    expect(getSessionEmail()).toBe('ada@example.com');
    expect(deviceTokenFor('ada@example.com')).toBe('device-2fa');
    expect(takeCameFromLogin()).toBe(true);
    expect(await screen.findByText('Your code was accepted. Welcome back!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('checks the code before sending: e_6 empty, e_7 not digits, e_5 too short', async () => {
    const { user, api, modal } = await openLoginModal();
    const login = within(modal).getByRole('button', { name: 'Login' });
    await user.click(login);
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    await user.type(within(modal).getByLabelText(CODE), '12a');
    await user.click(login);
    expect(await screen.findByText('The code is made of digits only.')).toBeInTheDocument();
    await user.clear(within(modal).getByLabelText(CODE));
    await user.type(within(modal).getByLabelText(CODE), '12345');
    await user.click(login);
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/2fa/login')).toHaveLength(0);
  });

  it("a refused code shows the server's title and message and lets the user try again", async () => {
    let answer = apiError(400, 'TwoFactorCodeInvalid', null, 'Wrong code', 'That code is not right.');
    const { user, modal } = await openLoginModal({ 'POST /api/auth/2fa/login': () => answer });
    await user.type(within(modal).getByLabelText(CODE), '000000');
    await user.click(within(modal).getByRole('button', { name: 'Login' }));
    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('Wrong code');
    expect(alert).toHaveTextContent('That code is not right.');
    expect(within(modal).getByRole('button', { name: 'Login' })).toBeEnabled();
    answer = ok(tokens);
    await user.click(within(modal).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(getAccessToken()).toBe('access-2fa'));
  });

  it('an expired key closes the modal back to the sign-in form with its message', async () => {
    const { user, modal, router } = await openLoginModal({
      'POST /api/auth/2fa/login': () =>
        apiError(410, 'TwoFactorKeyExpired', null, 'Sign in again', 'This sign-in took too long.'),
    });
    await user.type(within(modal).getByLabelText(CODE), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This sign-in took too long.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });

  it('while the code is checked, the button loads and the reset link and close are disabled', async () => {
    let answer: (value: Response) => void = () => {};
    const { user, modal } = await openLoginModal({
      'POST /api/auth/2fa/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(within(modal).getByLabelText(CODE), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(
        within(modal).getByRole('button', { name: "Don't have the app? Reset your authentication" }),
      ).toBeDisabled(),
    );
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Login' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByTestId('busy-overlay')).toBeInTheDocument();
    answer(apiError(400, 'TwoFactorCodeInvalid'));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Close' })).toBeEnabled());
    expect(screen.queryByTestId('busy-overlay')).not.toBeInTheDocument();
  });

  it("'Don't have the app?' opens the recovery modal, whose link comes back to the login modal", async () => {
    const { user, modal } = await openLoginModal();
    await user.click(
      within(modal).getByRole('button', { name: "Don't have the app? Reset your authentication" }),
    );
    const recovery = await screen.findByRole('dialog', { name: 'Answer security questions' });
    await user.click(
      within(recovery).getByRole('button', { name: 'Complete login with the authenticator app' }),
    );
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});
