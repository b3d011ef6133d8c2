import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { keepDeviceToken } from '../../../shared/session/device-tokens';
import { getAccessToken } from '../../../shared/session/session-store';
import { KEY, loginData, png, setupData, signInWithPassword, tokens } from '../test/two-factor-fixtures';

const TITLE = 'Answer security questions';
const QUESTIONS = [
  'What was the name of your first pet?',
  'What was the make and model of your first car?',
  'What was your first paid job?',
];

async function openRecovery(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/login': () => apiError(401, '212', loginData()),
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    ...routes,
  });
  const app = renderApp('/login');
  await signInWithPassword(app.user);
  const login = await screen.findByRole('dialog', { name: 'Complete login with the authenticator app' });
  await app.user.click(
    within(login).getByRole('button', { name: "Don't have the app? Reset your authentication" }),
  );
  const modal = await screen.findByRole('dialog', { name: TITLE });
  return { ...app, api, modal };
}

const answer = (modal: HTMLElement, i: number) => within(modal).getByLabelText(`${QUESTIONS[i]} *`);

describe('the recovery modal', () => {
  it('asks each question (label and " *", placeholder Answer); an empty answer is e_0 and nothing is sent', async () => {
    const { user, api, modal } = await openRecovery();
    for (let i = 0; i < 3; i++) expect(answer(modal, i)).toHaveAttribute('placeholder', 'Answer');
    await user.type(answer(modal, 0), 'Rex');
    await user.click(within(modal).getByRole('button', { name: 'Reset two-factor authentication' }));
    expect(await screen.findByText('Answer each of the three questions.')).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/2fa/recover')).toHaveLength(0);
  });

  it('recovers, signs in at once with the same key and no code, toasts s_5 and asks to set two-factor up again', async () => {
    const { user, api, modal, router } = await openRecovery({
      'POST /api/auth/2fa/recover': () => ok({ user2faState: 'OFF' }),
      'POST /api/auth/2fa/login': () => ok(tokens),
    });
    await user.type(answer(modal, 0), ' Rex ');
    await user.type(answer(modal, 1), 'Mini');
    await user.type(answer(modal, 2), 'Baker');
    await user.click(within(modal).getByRole('button', { name: 'Reset two-factor authentication' }));
    const again = await screen.findByRole('dialog', { name: 'Set up two-factor authentication again' });
    expect(api.to('POST', '/api/auth/2fa/recover')[0]!.body).toEqual({
      authorizationKey: KEY,
      questions: [
        { questionId: 'first-pet', answer: 'Rex' },
        { questionId: 'first-car', answer: 'Mini' },
        { questionId: 'first-job', answer: 'Baker' },
      ],
    });
    expect(api.to('POST', '/api/auth/2fa/login')[0]!.body).toEqual({
      authorizationKey: KEY,
      userData: { email: 'ada@example.com' },
    });
    expect(getAccessToken()).toBe('access-2fa');
    expect(
      await screen.findByText('You are signed in, and two-factor authentication is off for your account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await user.click(within(again).getByRole('button', { name: 'Set up now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
  });

  it("beyond the spec, a recovery code instead of the answers, sent with this browser's device token", async () => {
    keepDeviceToken('ada@example.com', 'device-0');
    const { user, api, modal } = await openRecovery({
      'POST /api/auth/2fa/recover': () => ok({ user2faState: 'OFF' }),
      'POST /api/auth/2fa/login': () => ok(tokens),
    });
    await user.click(within(modal).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.click(within(modal).getByRole('button', { name: 'Reset two-factor authentication' }));
    expect(await within(modal).findByText('Enter one of your recovery codes.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Recovery code'), ' 7kq4-m2xd-9pwa ');
    await user.click(within(modal).getByRole('button', { name: 'Reset two-factor authentication' }));
    await waitFor(() => expect(getAccessToken()).toBe('access-2fa'));
    expect(api.to('POST', '/api/auth/2fa/recover')[0]!.body).toEqual({
      authorizationKey: KEY,
      recoveryCode: '7kq4-m2xd-9pwa',
      // Issue 29 §4: a known device's failed recoveries count apart from everyone else's.
      device_token: 'device-0',
    });
  });

  it("wrong answers show the server's title and message; while it runs, the links and close are disabled", async () => {
    let reply: (value: Response) => void = () => {};
    const { user, modal } = await openRecovery({
      'POST /api/auth/2fa/recover': () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    for (let i = 0; i < 3; i++) await user.type(answer(modal, i), `answer ${i}`);
    await user.click(within(modal).getByRole('button', { name: 'Reset two-factor authentication' }));
    await waitFor(() =>
      expect(
        within(modal).getByRole('button', { name: 'Complete login with the authenticator app' }),
      ).toBeDisabled(),
    );
    expect(within(modal).getByRole('button', { name: 'Use a recovery code instead' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Reset two-factor authentication' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    reply(apiError(400, 'TwoFactorRecoveryFailed', null, 'Not recovered', 'Those answers do not match.'));
    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('Not recovered');
    expect(alert).toHaveTextContent('Those answers do not match.');
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(getAccessToken()).toBeNull();
  });

  it("a company that requires two-factor answers the recovery's sign-in 213: the forced setup opens", async () => {
    const { user, modal } = await openRecovery({
      'POST /api/auth/2fa/recover': () => ok({ user2faState: 'OFF' }),
      'POST /api/auth/2fa/login': () => apiError(401, '213', setupData()),
      'GET /api/auth/2fa/qr/qr-token-0123456789': png,
    });
    for (let i = 0; i < 3; i++) await user.type(answer(modal, i), `answer ${i}`);
    await user.click(within(modal).getByRole('button', { name: 'Reset two-factor authentication' }));
    expect(
      await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });
});
