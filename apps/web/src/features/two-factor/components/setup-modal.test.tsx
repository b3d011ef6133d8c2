import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { takeCameFromLogin } from '../../../shared/session/came-from-login';
import { getAccessToken } from '../../../shared/session/session-store';
import { KEY, png, setupData, signInWithPassword, tokens } from '../test/two-factor-fixtures';

const TITLE = 'Set Up Two-Factor Authentication';
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-000${i}`);

async function openForcedSetup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/login': () => apiError(401, '213', setupData()),
    'GET /api/auth/2fa/qr/qr-token-0123456789': png,
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    ...routes,
  });
  const app = renderApp('/login');
  await signInWithPassword(app.user);
  const modal = await screen.findByRole('dialog', { name: TITLE });
  return { ...app, api, modal };
}

const button = (modal: HTMLElement, name: string) => within(modal).getByRole('button', { name });
const toast = (text: string) => screen.findByText(text);
const questionInput = (modal: HTMLElement, n: number) =>
  within(modal).getByLabelText(`Question ${n}`, { selector: 'input' });

async function choose(user: UserEvent, modal: HTMLElement, n: number, question: string) {
  await user.click(questionInput(modal, n));
  await user.click(await screen.findByRole('option', { name: question }));
}

async function fillQuestions(user: UserEvent, modal: HTMLElement) {
  await choose(user, modal, 1, 'What was the name of your first pet?');
  await choose(user, modal, 2, 'What was your first paid job?');
  await choose(user, modal, 3, 'What was the make and model of your first car?');
  await user.type(within(modal).getByLabelText('Answer 1'), ' Rex ');
  await user.type(within(modal).getByLabelText('Answer 2'), 'Baker');
  await user.type(within(modal).getByLabelText('Answer 3'), 'Mini');
}

describe('the setup modal forced by a 213 at sign-in', () => {
  it('shows the stepper with step 1: the QR image from its link, the secret in fours, Cancel and Next', async () => {
    const { api, modal } = await openForcedSetup();
    expect(
      within(modal).getByText(
        'Lovelace Studio requires two-factor authentication. Set it up to finish signing in.',
      ),
    ).toBeInTheDocument();
    for (const step of ['Download App', 'Set Questions', 'Enter Code'])
      expect(within(modal).getByText(step)).toBeInTheDocument();
    const qr = await within(modal).findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(api.to('GET', '/api/auth/2fa/qr/qr-token-0123456789')).toHaveLength(1);
    expect(within(modal).getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(button(modal, 'Cancel')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(button(modal, 'Next')).toBeInTheDocument();
  });

  it('the step headers cannot be clicked: the stepper moves only with Next and Previous', async () => {
    const { user, modal } = await openForcedSetup();
    await user.click(within(modal).getByText('Enter Code'));
    expect(within(modal).getByTestId('two-factor-secret')).toBeInTheDocument();
    await user.click(button(modal, 'Next'));
    expect(await within(modal).findByLabelText('Question 1', { selector: 'input' })).toBeInTheDocument();
    await user.click(button(modal, 'Previous'));
    expect(await within(modal).findByTestId('two-factor-secret')).toBeInTheDocument();
  });

  it('Set Questions cannot be left until valid: e_3, e_0, e_2, e_1 as toasts, the step marked in error', async () => {
    const { user, modal } = await openForcedSetup();
    await user.click(button(modal, 'Next'));
    await user.click(button(modal, 'Next'));
    expect(await toast('Choose a question for each of the three answers.')).toBeInTheDocument();
    expect(within(modal).getByText('Check this step')).toBeInTheDocument();
    expect(questionInput(modal, 1)).toBeInTheDocument();

    await choose(user, modal, 1, 'What was the name of your first pet?');
    // A question chosen in one select is disabled in the others.
    await user.click(questionInput(modal, 2));
    expect(
      await screen.findByRole('option', { name: 'What was the name of your first pet?' }),
    ).toHaveAttribute('data-combobox-disabled', 'true');
    await user.keyboard('{Escape}');
    await choose(user, modal, 2, 'What was your first paid job?');
    await choose(user, modal, 3, 'What was the make and model of your first car?');
    await user.click(button(modal, 'Next'));
    expect(await toast('Answer each of the three questions.')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('Answer 1'), 'Rex');
    await user.type(within(modal).getByLabelText('Answer 2'), ' b ');
    await user.type(within(modal).getByLabelText('Answer 3'), 'Mini');
    await user.click(button(modal, 'Next'));
    expect(await toast('Each answer needs at least 2 characters.')).toBeInTheDocument();

    await user.clear(within(modal).getByLabelText('Answer 2'));
    await user.type(within(modal).getByLabelText('Answer 2'), ' REX ');
    await user.click(button(modal, 'Next'));
    expect(await toast('Give a different answer to each question.')).toBeInTheDocument();
    expect(questionInput(modal, 1)).toBeInTheDocument();

    await user.clear(within(modal).getByLabelText('Answer 2'));
    await user.type(within(modal).getByLabelText('Answer 2'), 'Baker');
    await user.click(button(modal, 'Next'));
    expect(await within(modal).findByLabelText('Verification code')).toBeInTheDocument();
    expect(within(modal).queryByText('Check this step')).not.toBeInTheDocument();
  });

  it('Finish checks the code (e_6, e_7, e_5), saves, toasts s_0, shows the recovery codes, then signs in to /', async () => {
    const { user, api, modal, router } = await openForcedSetup({
      'POST /api/auth/2fa/setup': () => ok({ ...tokens, recoveryCodes: CODES }),
    });
    await user.click(button(modal, 'Next'));
    await fillQuestions(user, modal);
    await user.click(button(modal, 'Next'));
    const code = await within(modal).findByLabelText('Verification code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Not the company's owner: no switch to require it of the team.
    expect(within(modal).queryByRole('checkbox')).not.toBeInTheDocument();
    // The sign-in's key already took the password: none is asked again.
    expect(within(modal).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(button(modal, 'Finish'));
    expect(await toast('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    await user.type(code, 'abc');
    await user.click(button(modal, 'Finish'));
    expect(await toast('The code is made of digits only.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123');
    await user.click(button(modal, 'Finish'));
    expect(await toast('The code has 6 digits.')).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/2fa/setup')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(button(modal, 'Finish'));
    const saved = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(
      await toast('From now on, signing in asks for a code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/2fa/setup')[0]!.body).toEqual({
      authorizationKey: KEY,
      sixDigitVerificationCode: '123456',
      secretQuestions: [
        { question: 'first-pet', answer: 'Rex' },
        { question: 'first-job', answer: 'Baker' },
        { question: 'first-car', answer: 'Mini' },
      ],
      enforce2FA: false,
    });
    for (const recoveryCode of CODES) expect(within(saved).getByText(recoveryCode)).toBeInTheDocument();
    const download = within(saved).getByRole('link', { name: 'Download as .txt' });
    expect(download).toHaveAttribute('download', 'focal-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(CODES.join('\n'));
    expect(within(saved).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    // Not signed in until the codes are put away.
    expect(getAccessToken()).toBeNull();
    await user.click(within(saved).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getAccessToken()).toBe('access-2fa');
    expect(takeCameFromLogin()).toBe(true);
  });

  it("a refused save shows the server's title and message and enables the buttons again", async () => {
    const { user, modal } = await openForcedSetup({
      'POST /api/auth/2fa/setup': () =>
        apiError(400, 'TwoFactorCodeInvalid', null, 'Wrong code', 'That code is not right.'),
    });
    await user.click(button(modal, 'Next'));
    await fillQuestions(user, modal);
    await user.click(button(modal, 'Next'));
    await user.type(await within(modal).findByLabelText('Verification code'), '123456');
    await user.click(button(modal, 'Finish'));
    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('Wrong code');
    expect(alert).toHaveTextContent('That code is not right.');
    expect(button(modal, 'Finish')).toBeEnabled();
    expect(button(modal, 'Previous')).toBeEnabled();
  });

  it('while saving, Finish loads and close and Escape are ignored', async () => {
    let answer: (value: Response) => void = () => {};
    const { user, modal } = await openForcedSetup({
      'POST /api/auth/2fa/setup': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(button(modal, 'Next'));
    await fillQuestions(user, modal);
    await user.click(button(modal, 'Next'));
    await user.type(await within(modal).findByLabelText('Verification code'), '123456');
    await user.click(button(modal, 'Finish'));
    await waitFor(() => expect(button(modal, 'Finish')).toHaveAttribute('data-loading', 'true'));
    expect(button(modal, 'Close')).toBeDisabled();
    expect(button(modal, 'Previous')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(
      screen.queryByText('Two-factor authentication setup is not yet complete. Are you sure?'),
    ).not.toBeInTheDocument();
    await act(async () => answer(ok({ ...tokens, recoveryCodes: CODES })));
    expect(await screen.findByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
  });

  it('Cancel asks first; No, Go Back returns; Yes, Cancel Setup leaves the user signed out on the sign-in page', async () => {
    const { user, modal, router, api } = await openForcedSetup();
    await user.click(button(modal, 'Cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the setup?' });
    expect(
      within(dialog).getByText('Two-factor authentication setup is not yet complete. Are you sure?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, Go Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel the setup?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();

    await user.click(button(modal, 'Cancel'));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Setup' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(0);
  });
});
