import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TurnOnTwoFactorRequest } from '@focal/contracts/two-factor';
import { SECRET_QUESTIONS } from '@focal/contracts/two-factor-constants';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { TeamPaths } from '@focal/contracts/team';
import { DEFAULT_PASSWORD, uniqueEmail } from './api.ts';
import { extractLink, lastPathSegment, waitForOutboxMessage } from './mailbox.ts';
import { AuthenticatorApp, codeAtStep, stepAt } from './totp.ts';

/**
 * Two-factor seeded through the API for journeys about what comes after the setup (the sign-in,
 * recovery, a company's requirement); the setup itself is a journey of its own through My profile.
 */
export const ANSWERS = [
  { question: 'first-pet', answer: 'Biscuit' },
  { question: 'first-camera', answer: 'Pentax K1000' },
  { question: 'first-job', answer: 'Paper round' },
] as const satisfies TurnOnTwoFactorRequest['secretQuestions'];

export const questionOf = (id: string) => SECRET_QUESTIONS.find((q) => q.id === id)!.question;

async function data<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Turns two-factor on for the signed-in user as My profile does (setup-metadata, then TURN_ON_2FA
 * with a code of the new secret and the current password, DEFAULT_PASSWORD unless given): the app
 * that holds the secret, and the ten recovery codes.
 */
export async function turnOnTwoFactor(
  request: APIRequestContext,
  tokens: { access_token: string },
  options: { enforce2FA?: boolean; currentPassword?: string } = {},
): Promise<{ app: AuthenticatorApp; recoveryCodes: string[] }> {
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const metadata = await data<{ configure2faMetadata: { twoFaSecret: string } }>(
    await request.get(ApiRoutes.getTwoFactorSetupMetadata.path, { headers }),
    'setup-metadata',
  );
  const app = new AuthenticatorApp(metadata.configure2faMetadata.twoFaSecret);
  const { recoveryCodes } = await data<{ recoveryCodes: string[] }>(
    await request.post(ApiRoutes.turnOnTwoFactor.path, {
      headers,
      data: {
        sixDigitVerificationCode: await app.freshCode(),
        secretQuestions: ANSWERS,
        enforce2FA: options.enforce2FA ?? false,
        currentPassword: options.currentPassword ?? DEFAULT_PASSWORD,
      },
    }),
    'turn on two-factor',
  );
  return { app, recoveryCodes };
}

/** The sign-in form, filled and sent (the two-factor step, if any, opens over it). */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Spec 02 §2's login modal, and its code input found by the spec's label. */
export function loginModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Complete login with the authenticator app' });
  return { dialog, code: dialog.getByLabel('Enter the 6-digit code provided by the authenticator app.') };
}

/** Six digits no step within the server's drift window (now ± 1, and the next) would give. */
export function wrongCode(app: AuthenticatorApp): string {
  const near = [-1, 0, 1, 2].map((d) => codeAtStep(app.secret, stepAt() + d));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!near.includes(candidate)) return candidate;
  }
}

/**
 * The setup modal's three steps as a person takes them: reads the shown secret into an app, picks
 * ANSWERS' questions, types the app's code (and, from My profile, `currentPassword`, which the last
 * step asks of an account with a password) and presses Finish. `atStep` runs at each step first
 * (an accessibility check).
 */
export async function completeSetup(
  page: Page,
  setup: Locator,
  options: {
    atStep?: (step: number) => Promise<void>;
    beforeFinish?: () => Promise<void>;
    currentPassword?: string;
  } = {},
): Promise<AuthenticatorApp> {
  await expect(setup.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await options.atStep?.(0);
  const app = new AuthenticatorApp(
    (await setup.getByTestId('two-factor-secret').innerText()).replace(/\s/g, ''),
  );
  await setup.getByRole('button', { name: 'Next' }).click();
  for (const [i, { question, answer }] of ANSWERS.entries()) {
    await setup.getByRole('combobox', { name: `Question ${i + 1}` }).click();
    await page.getByRole('option', { name: questionOf(question) }).click();
    await setup.getByRole('textbox', { name: `Answer ${i + 1}` }).fill(answer);
  }
  await options.atStep?.(1);
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('textbox', { name: 'Verification code' }).fill(await app.freshCode());
  if (options.currentPassword !== undefined)
    await setup.getByLabel('Current password', { exact: true }).fill(options.currentPassword);
  await options.atStep?.(2);
  await options.beforeFinish?.();
  await setup.getByRole('button', { name: 'Finish' }).click();
  return app;
}

/**
 * A team member of the owner's current company, invited and signed up through the API (the mailed
 * link's token read from the outbox): their email, password and first name.
 */
export async function invitedMember(
  request: APIRequestContext,
  owner: { access_token: string },
  firstName = 'Ivy',
): Promise<{ email: string; password: string; firstName: string }> {
  const email = uniqueEmail('member');
  await data(
    await request.post(TeamPaths.invitations, {
      headers: { authorization: `Bearer ${owner.access_token}` },
      data: { email },
    }),
    'invite',
  );
  const mail = await waitForOutboxMessage(request, { to: email, subject: /invited you to join/ });
  const token = lastPathSegment(extractLink(mail, '/company/register/'));
  await data(
    await request.post(TeamPaths.invitationSignup(token), {
      data: { firstName, lastName: 'Member', password: DEFAULT_PASSWORD, termsOfUseAccepted: true },
    }),
    'invitation sign-up',
  );
  return { email, password: DEFAULT_PASSWORD, firstName };
}
