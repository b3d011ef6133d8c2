import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TwoFactorSetupMetadata } from '@focal/contracts/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { signIn } from '../../../test/render-app';
import { renderPage } from '../../../test/render-page';
import { png } from '../test/two-factor-fixtures';
import { SecuritySection } from './security-section';

const METADATA = ApiRoutes.getTwoFactorSetupMetadata.path;
const TURN_OFF = ApiRoutes.turnOffTwoFactor.path;
const ENFORCE = ApiRoutes.setTwoFactorEnforcement.path;
const TURN_ON = ApiRoutes.turnOnTwoFactor.path;
const SWITCH = 'Require two-factor authentication for everyone in Lovelace Studio';

const enforcement = {
  companyName: 'Lovelace Studio',
  required: false,
  canChange: true,
  requiredElsewhere: false,
};

const off = (secret: string, qr: string): TwoFactorSetupMetadata => ({
  user2faState: 'OFF',
  configure2faMetadata: {
    twoFaSecret: secret,
    otpauthUrl: `otpauth://totp/Focal:ada@example.com?secret=${secret}`,
    actions: {
      DOWNLOAD_QR_IMAGE: { url: `/api/auth/2fa/qr/${qr}`, method: 'GET' },
      TURN_ON_2FA: { url: TURN_ON, method: 'POST' },
    },
  },
  enforcement,
  recoveryCodesLeft: null,
  enabledAt: null,
});

const on = (required = false): TwoFactorSetupMetadata => ({
  user2faState: 'ON',
  configure2faMetadata: null,
  enforcement: { ...enforcement, required },
  recoveryCodesLeft: 10,
  enabledAt: '2026-03-05T10:00:00.000Z',
});

/** The section with the metadata answering in turn (the last answer repeats). */
function section(
  answers: TwoFactorSetupMetadata[],
  extra: Record<string, (r: SentRequest) => Response> = {},
  hasPassword = true,
) {
  signIn();
  let served = 0;
  const api = mockApi({
    [`GET ${METADATA}`]: () => ok(answers[Math.min(served++, answers.length - 1)]),
    ...extra,
  });
  return {
    api,
    ...renderPage(<SecuritySection hasPassword={hasPassword} />, { bootstrap: bootstrapFixture() }),
  };
}

const region = () => screen.findByRole('region', { name: 'Security' });

describe('My profile → Security: what its buttons do', () => {
  it('sets up with a secret fetched on the click, then shows two-factor on (and the company requirement)', async () => {
    const { api, user } = section(
      [
        off('FIRSTSECRETAAAAA', 'qr-first-0000000000'),
        off('SECONDSECRETBBBBB', 'qr-second-000000000'),
        on(true),
      ],
      {
        'GET /api/auth/2fa/qr/qr-second-000000000': () => png(),
        [`POST ${TURN_ON}`]: () => ok({ recoveryCodes: ['ABCD-EFGH-JKLM'] }),
      },
    );
    const security = await region();
    await user.click(
      await within(security).findByRole('button', { name: 'Set up two-factor authentication' }),
    );

    // The setup shows the secret of the answer fetched on the click, not the one the section loaded with.
    const setup = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    expect(within(setup).getByText('SECO NDSE CRET BBBB B')).toBeVisible();
    expect(api.to('GET', METADATA)).toHaveLength(2);
    await user.click(within(setup).getByRole('button', { name: 'Next' }));

    const questions = [
      'What was the name of your first pet?',
      'What was your first paid job?',
      'What was your childhood nickname?',
    ];
    for (const [i, question] of questions.entries()) {
      await user.click(within(setup).getByRole('combobox', { name: `Question ${i + 1}` }));
      await user.click(await screen.findByRole('option', { name: question }));
      await user.type(within(setup).getByRole('textbox', { name: `Answer ${i + 1}` }), `answer ${i + 1}`);
    }
    await user.click(within(setup).getByRole('button', { name: 'Next' }));
    await user.type(within(setup).getByRole('textbox', { name: 'Verification code' }), '123456');
    // The owner may require two-factor of the team right here (enforcement.canChange).
    await user.click(within(setup).getByRole('checkbox', { name: SWITCH }));
    // The profile has a password: the setup asks for it (issue 29 §3).
    await user.type(within(setup).getByLabelText('Current password'), 'correct horse');
    await user.click(within(setup).getByRole('button', { name: 'Finish' }));
    expect(api.to('POST', TURN_ON)[0]!.body).toMatchObject({
      sixDigitVerificationCode: '123456',
      enforce2FA: true,
      currentPassword: 'correct horse',
    });

    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    await user.click(within(codes).getByRole('button', { name: 'I have saved them' }));

    expect(await within(security).findByText('On since Mar 5, 2026.')).toBeVisible();
    expect(within(security).getByRole('switch', { name: SWITCH })).toBeChecked();
    expect(
      within(security).getByRole('button', { name: 'Turn off two-factor authentication' }),
    ).toBeVisible();
  });

  it('turns off with a current code: checks it first, shows a refusal in the modal, then turns off', async () => {
    let answers = 0;
    const { api, user } = section([on(), off('THIRDSECRETCCCCC', 'qr-third-0000000000')], {
      [`POST ${TURN_OFF}`]: () =>
        answers++ === 0
          ? apiError(
              409,
              'Conflict',
              null,
              'Two-factor is required',
              'Lovelace Studio requires two-factor authentication.',
            )
          : ok(null),
    });
    const security = await region();
    await user.click(
      await within(security).findByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    const code = within(dialog).getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter the code from your authenticator app.')).toBeVisible();
    await user.type(code, '12a4');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('The code has 6 digits.')).toBeVisible();
    expect(api.to('POST', TURN_OFF)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Two-factor is required');
    expect(refusal).toHaveTextContent('Lovelace Studio requires two-factor authentication.');
    expect(api.to('POST', TURN_OFF)[0]!.body).toEqual({ sixDigitVerificationCode: '123456' });

    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(security).findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeVisible();
  });

  it('the owner’s switch requires two-factor of the team, and a refused change leaves it as it was', async () => {
    let puts = 0;
    const { api, user } = section([on()], {
      [`PUT ${ENFORCE}`]: () =>
        puts++ === 0
          ? ok({ ...enforcement, required: true })
          : apiError(409, 'Conflict', null, 'Not now', 'The requirement cannot change now.'),
    });
    const security = await region();
    const toggle = await within(security).findByRole('switch', { name: SWITCH });
    expect(toggle).toBeEnabled();
    expect(
      within(security).getByText('Team members without it set it up the next time they sign in.'),
    ).toBeVisible();

    await user.click(toggle);
    expect(
      await screen.findByText('Two-factor authentication is now required in Lovelace Studio.'),
    ).toBeVisible();
    expect(toggle).toBeChecked();
    expect(api.to('PUT', ENFORCE)[0]!.body).toEqual({ enforce2FA: true });

    await user.click(toggle);
    expect(await screen.findByText('The requirement cannot change now.')).toBeVisible();
    expect(api.to('PUT', ENFORCE)[1]!.body).toEqual({ enforce2FA: false });
    expect(toggle).toBeChecked();
  });
});
