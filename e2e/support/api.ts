import type { LoginRequest, SignupRequest, TokenPair } from '@focal/contracts';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { extractLink, lastPathSegment, readDevMail, type MailboxMessage } from './mailbox.ts';

/**
 * Factories that seed through the API, the way a person's browser would, so that specs start from the
 * state they test instead of clicking through unrelated screens.
 */
export const DEFAULT_PASSWORD = 'correct horse battery staple';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(6).toString('hex')}@focal.test`;

export type SignedUp = {
  email: string;
  password: string;
  input: SignupRequest;
  /**
   * The sign-up answer's DEV_MAILBOX link: the confirmation mail, and nothing else. Absent on a
   * server that delivers mail by SMTP (createConfirmedUserBySmtp reads the sink instead).
   */
  devMailUrl: string | undefined;
  resendConfirmationUrl: string;
};

async function expectOk(response: APIResponse, what: string): Promise<unknown> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

export async function signUp(
  request: APIRequestContext,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUp> {
  const input: SignupRequest = {
    firstName: 'Pat',
    lastName: 'Tester',
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    companyName: 'Tester Photography',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/New_York',
    termsOfUseAccepted: true,
    ...overrides,
  };
  const body = (await expectOk(
    await request.post('/api/auth/signup', { data: input }),
    'POST /api/auth/signup',
  )) as {
    data: {
      email: string;
      resourcesLinks: { RESEND_CONFIRMATION: { url: string }; DEV_MAILBOX?: { url: string } };
    };
  };
  const resendConfirmationUrl = body.data.resourcesLinks.RESEND_CONFIRMATION.url;
  const devMailUrl = body.data.resourcesLinks.DEV_MAILBOX?.url;
  return {
    email: input.email,
    password: input.password,
    input,
    devMailUrl,
    resendConfirmationUrl,
  };
}

/** The sign-up confirmation mail, through the link the sign-up answer carries. */
export async function confirmationMessage(
  request: APIRequestContext,
  account: SignedUp,
): Promise<MailboxMessage> {
  if (!account.devMailUrl)
    throw new Error('the sign-up answer has no DEV_MAILBOX link (a server with SMTP_URL?)');
  return readDevMail(request, account.devMailUrl);
}

/** Opens the confirmation link's token through the API (POST /api/auth/confirm, purpose signup). */
export async function confirmEmail(request: APIRequestContext, account: SignedUp): Promise<void> {
  const link = extractLink(await confirmationMessage(request, account), '/signup/confirm/');
  await expectOk(
    await request.post('/api/auth/confirm', { data: { token: lastPathSegment(link), purpose: 'signup' } }),
    'POST /api/auth/confirm',
  );
}

export async function logIn(request: APIRequestContext, email: string, password: string): Promise<TokenPair> {
  const data: LoginRequest = { email, password };
  const body = (await expectOk(await request.post('/api/auth/login', { data }), 'POST /api/auth/login')) as {
    data: TokenPair;
  };
  return body.data;
}

/** Signed up, confirmed and signed in: the usual starting point of a spec about the product itself. */
export async function createConfirmedUser(
  request: APIRequestContext,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUp & { tokens: TokenPair }> {
  const account = await signUp(request, overrides);
  await confirmEmail(request, account);
  return { ...account, tokens: await logIn(request, account.email, account.password) };
}
