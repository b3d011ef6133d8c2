import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { getAccessToken } from '../../../shared/session/session-store';
import { openTwoFactor } from '../control';
import { png, setupData } from '../test/two-factor-fixtures';

const CODES = Array.from({ length: 10 }, (_, i) => `CCCC-DDDD-000${i}`);

/** The user's own setup as the Security section opens it: the metadata of GET setup-metadata. */
function openOwnSetup(canChange: boolean, askPassword = false) {
  const { configure2faMetadata } = setupData();
  return openTwoFactor('SETUP', {
    user2faState: 'OFF',
    configure2faMetadata: {
      ...configure2faMetadata,
      actions: {
        ...configure2faMetadata.actions,
        TURN_ON_2FA: { url: '/api/user/profile/2fa', method: 'POST' },
      },
    },
    enforcement: { companyName: 'Lovelace Studio', canChange },
    askPassword,
  });
}

async function toLastStep(user: ReturnType<typeof renderApp>['user'], modal: HTMLElement) {
  await user.click(within(modal).getByRole('button', { name: 'Next' }));
  const answers = ['Rex', 'Baker', 'Mini'];
  const questions = [
    'What was the name of your first pet?',
    'What was your first paid job?',
    'What was the make and model of your first car?',
  ];
  for (let i = 0; i < 3; i++) {
    await user.click(within(modal).getByLabelText(`Question ${i + 1}`, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: questions[i] }));
    await user.type(within(modal).getByLabelText(`Answer ${i + 1}`), answers[i]!);
  }
  await user.click(within(modal).getByRole('button', { name: 'Next' }));
  await user.type(await within(modal).findByLabelText('Verification code'), '123456');
}

describe("the user's own setup (signed in)", () => {
  it("an owner may require it of the team; the save is the session's; the modal closes with SETUP_ONLY", async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/2fa/qr/qr-token-0123456789': png,
      'POST /api/user/profile/2fa': () => ok({ recoveryCodes: CODES }),
    });
    const { user } = renderApp('/forgot');
    const result = openOwnSetup(true, true);
    const modal = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    await toLastStep(user, modal);
    await user.type(within(modal).getByLabelText('Current password'), 'correct horse');
    await user.click(
      within(modal).getByRole('checkbox', {
        name: 'Require two-factor authentication for everyone in Lovelace Studio',
      }),
    );
    await user.click(within(modal).getByRole('button', { name: 'Finish' }));
    const saved = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const sent = api.to('POST', '/api/user/profile/2fa')[0]!;
    expect(sent.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent.body).toMatchObject({
      sixDigitVerificationCode: '123456',
      enforce2FA: true,
      currentPassword: 'correct horse',
    });
    expect(sent.body).not.toHaveProperty('authorizationKey');
    await user.click(within(saved).getByRole('button', { name: 'I have saved them' }));
    await expect(result).resolves.toBe('SETUP_ONLY');
    expect(getAccessToken()).toBe('access-1');
  });

  it('anyone else gets no such switch; a confirmed cancel resolves DISMISS_SETUP', async () => {
    signIn();
    mockApi({ 'GET /api/auth/2fa/qr/qr-token-0123456789': png });
    const { user } = renderApp('/forgot');
    const result = openOwnSetup(false);
    const modal = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    await toLastStep(user, modal);
    expect(within(modal).queryByRole('checkbox')).not.toBeInTheDocument();
    // An account without a password (signed up with Google) has none to ask for.
    expect(within(modal).queryByLabelText('Current password')).not.toBeInTheDocument();
    // The close button asks too, as Cancel does on the first step.
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Setup' }));
    await expect(result).resolves.toBe('DISMISS_SETUP');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the current password: none typed is refused before sending; a wrong one shows on its field, the rest kept', async () => {
    signIn();
    const wrong = 'The current password is not right.';
    let answer = () => apiError(400, 'ValidationFailed', { fields: { currentPassword: wrong } });
    const api = mockApi({
      'GET /api/auth/2fa/qr/qr-token-0123456789': png,
      'POST /api/user/profile/2fa': () => answer(),
    });
    const { user } = renderApp('/forgot');
    void openOwnSetup(false, true);
    const modal = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    await toLastStep(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'Finish' }));
    expect(await within(modal).findByText('Enter your current password.')).toBeInTheDocument();
    expect(api.to('POST', '/api/user/profile/2fa')).toHaveLength(0);

    await user.type(within(modal).getByLabelText('Current password'), 'guess');
    await user.click(within(modal).getByRole('button', { name: 'Finish' }));
    expect(await within(modal).findByText(wrong)).toBeInTheDocument();
    expect(within(modal).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(modal).getByLabelText('Verification code')).toHaveValue('123456');
    expect(api.to('POST', '/api/user/profile/2fa')[0]!.body).toMatchObject({ currentPassword: 'guess' });

    answer = () => ok({ recoveryCodes: CODES });
    await user.clear(within(modal).getByLabelText('Current password'));
    await user.type(within(modal).getByLabelText('Current password'), 'correct horse');
    await user.click(within(modal).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(api.to('POST', '/api/user/profile/2fa')[1]!.body).toMatchObject({
      currentPassword: 'correct horse',
      secretQuestions: [
        { question: 'first-pet', answer: 'Rex' },
        { question: 'first-job', answer: 'Baker' },
        { question: 'first-car', answer: 'Mini' },
      ],
    });
  });
});
