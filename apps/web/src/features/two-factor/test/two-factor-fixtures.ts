import type { TwoFactorLoginData, TwoFactorSetupData } from '@focal/contracts/two-factor';
import { screen } from '@testing-library/react';
import type { renderApp } from '../../../test/render-app';

export const KEY = 'authorization-key-0123456789';

/** The `data` of a 212 as the server answers it. */
export const loginData = (overrides: Partial<TwoFactorLoginData> = {}): TwoFactorLoginData => ({
  authorizationKey: KEY,
  expiresInSeconds: 300,
  email: 'ada@example.com',
  actions: { AUTHENTICATE_2FA: { url: '/api/auth/2fa/login', method: 'POST' } },
  recoverUser2FA: {
    secretQuestions: [
      { id: 'first-pet', question: 'What was the name of your first pet?' },
      { id: 'first-car', question: 'What was the make and model of your first car?' },
      { id: 'first-job', question: 'What was your first paid job?' },
    ],
    actions: { RECOVER_2FA: { url: '/api/auth/2fa/recover', method: 'POST' } },
  },
  ...overrides,
});

/** The `data` of a 213: a company requires two-factor and the user has none. */
export const setupData = (): TwoFactorSetupData => ({
  authorizationKey: KEY,
  expiresInSeconds: 300,
  enforce: true,
  user2faState: 'OFF',
  companyName: 'Lovelace Studio',
  configure2faMetadata: {
    twoFaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/Focal:ada@example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    actions: {
      DOWNLOAD_QR_IMAGE: { url: '/api/auth/2fa/qr/qr-token-0123456789' },
      TURN_ON_2FA: { url: '/api/auth/2fa/setup', method: 'POST' },
    },
  },
});

export const tokens = {
  access_token: 'access-2fa',
  refresh_token: 'refresh-2fa',
  device_token: 'device-2fa',
};

/** A PNG's bytes are not read by the tests: any image blob stands for the QR code. */
export const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'Content-Type': 'image/png' } });

export async function signInWithPassword(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { name: 'Sign in to Focal' });
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct horse battery staple');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
