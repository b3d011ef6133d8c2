import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TwoFactorSetupMetadata } from '@focal/contracts/two-factor';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { signIn } from '../../../test/render-app';
import { renderPage } from '../../../test/render-page';
import { SecuritySection } from './security-section';

const METADATA = `GET ${ApiRoutes.getTwoFactorSetupMetadata.path}`;

const enforcement = {
  companyName: 'Lovelace Studio',
  required: false,
  canChange: true,
  requiredElsewhere: false,
};

const off = (
  secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr = 'qr-token-0000000001',
): TwoFactorSetupMetadata => ({
  user2faState: 'OFF',
  configure2faMetadata: {
    twoFaSecret: secret,
    otpauthUrl: `otpauth://totp/Focal:ada@example.com?secret=${secret}`,
    actions: {
      DOWNLOAD_QR_IMAGE: { url: `/api/auth/2fa/qr/${qr}`, method: 'GET' },
      TURN_ON_2FA: { url: ApiRoutes.turnOnTwoFactor.path, method: 'POST' },
    },
  },
  enforcement,
  recoveryCodesLeft: null,
  enabledAt: null,
});

const on = (overrides: Partial<TwoFactorSetupMetadata> = {}): TwoFactorSetupMetadata => ({
  user2faState: 'ON',
  configure2faMetadata: null,
  enforcement,
  recoveryCodesLeft: 7,
  // 20:00 UTC is already the next day in Tokyo, the company's zone.
  enabledAt: '2026-03-05T20:00:00.000Z',
  ...overrides,
});

/** The section with the metadata answering in turn (the last answer repeats). */
function section(answers: (() => Response)[], extra: Record<string, (r: SentRequest) => Response> = {}) {
  signIn();
  let served = 0;
  const api = mockApi({ [METADATA]: () => answers[Math.min(served++, answers.length - 1)]!(), ...extra });
  return {
    api,
    ...renderPage(<SecuritySection />, { bootstrap: bootstrapFixture({ timeZone: 'Asia/Tokyo' }) }),
  };
}

const region = () => screen.findByRole('region', { name: 'Security' });

describe('My profile → Security', () => {
  it('says two-factor is off, offers the setup, and shows the owner’s switch disabled with its hint', async () => {
    section([() => ok(off())]);
    const security = await region();
    expect(await within(security).findByText(/^Off\. With two-factor authentication/)).toBeVisible();
    expect(within(security).getByRole('button', { name: 'Set up two-factor authentication' })).toBeEnabled();
    expect(within(security).queryByRole('button', { name: /Turn off/ })).not.toBeInTheDocument();
    const toggle = within(security).getByRole('switch', {
      name: 'Require two-factor authentication for everyone in Lovelace Studio',
    });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(within(security).getByText('Turn on two-factor authentication for yourself first.')).toBeVisible();
  });

  it('says since when it is on (in the company’s zone) and how many recovery codes are left', async () => {
    section([() => ok(on())]);
    const security = await region();
    expect(await within(security).findByText('On since Mar 6, 2026.')).toBeVisible();
    expect(within(security).getByText('Recovery codes left: 7 of 10')).toBeVisible();
    expect(within(security).queryByText(/Few recovery codes are left/)).not.toBeInTheDocument();
    expect(
      within(security).getByRole('button', { name: 'Turn off two-factor authentication' }),
    ).toBeEnabled();
    expect(within(security).queryByRole('button', { name: /Set up/ })).not.toBeInTheDocument();
  });

  it('warns when the recovery codes run out, and tells a member the company requires two-factor', async () => {
    section([
      () =>
        ok(
          on({
            recoveryCodesLeft: 0,
            enforcement: { ...enforcement, required: true, canChange: false, requiredElsewhere: true },
          }),
        ),
    ]);
    const security = await region();
    expect(await within(security).findByText('Recovery codes left: 0 of 10')).toBeVisible();
    expect(within(security).getByText(/You have used all your recovery codes/)).toBeVisible();
    expect(within(security).getByText('Lovelace Studio requires two-factor authentication.')).toBeVisible();
    expect(
      within(security).getByText('Another company you work in requires two-factor authentication.'),
    ).toBeVisible();
    expect(within(security).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says it is loading, then shows a failed load with the server’s message and tries again', async () => {
    const { user } = section([
      () => apiError(403, 'Forbidden', null, 'Not allowed', 'You cannot see this.'),
      () => ok(on()),
    ]);
    const security = await region();
    expect(await within(security).findByText('You cannot see this.')).toBeVisible();
    expect(within(security).getByText('Two-factor authentication could not be loaded')).toBeVisible();
    await user.click(within(security).getByRole('button', { name: 'Try again' }));
    expect(await within(security).findByText('On since Mar 6, 2026.')).toBeVisible();
  });

  it('shows the loading state while the status is on its way', async () => {
    let answer!: (response: Response) => void;
    signIn();
    mockApi({ [METADATA]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(<SecuritySection />, { bootstrap: bootstrapFixture() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading two-factor authentication…');
    answer(ok(off()));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  });
});
