import type { SignupRequest, TokenPair } from '@focal/contracts';
import type { APIRequestContext } from '@playwright/test';
import {
  confirmedOwner,
  GOOD_PASSWORD,
  signIn,
  signUp as kitSignUp,
  signupForm,
  type PostJson,
  type SignupAnswer,
  uniqueEmail,
} from '../../packages/test-kit/src/accounts.ts';
import { extractLink, lastPathSegment, readDevMail, type MailboxMessage } from './mailbox.ts';

/**
 * Factories that seed through the API, the way a person's browser would, so that specs start from the
 * state they test instead of clicking through unrelated screens.
 */
export const DEFAULT_PASSWORD = GOOD_PASSWORD;
export { uniqueEmail };

/** The journeys' photographer: the account menu and greetings they read say Pat Tester. */
export const PAT = { firstName: 'Pat', lastName: 'Tester', companyName: 'Tester Photography' };

/** Playwright's request context as the kit's JSON POST. */
export const postJson =
  (request: APIRequestContext): PostJson =>
  async (path, body) => {
    const res = await request.post(path, { data: body });
    return { status: res.status(), body: await res.json().catch(() => null) };
  };

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

export const signedUp = (input: SignupRequest, answer: SignupAnswer): SignedUp => ({
  email: input.email,
  password: input.password,
  input,
  devMailUrl: answer.resourcesLinks.DEV_MAILBOX?.url,
  resendConfirmationUrl: answer.resourcesLinks.RESEND_CONFIRMATION.url,
});

export async function signUp(
  request: APIRequestContext,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUp> {
  const input = signupForm({ ...PAT, ...overrides });
  return signedUp(input, await kitSignUp(postJson(request), input));
}

/** The sign-up confirmation mail, through the link the sign-up answer carries. */
async function confirmationMessage(request: APIRequestContext, account: SignedUp): Promise<MailboxMessage> {
  if (!account.devMailUrl)
    throw new Error('the sign-up answer has no DEV_MAILBOX link (a server with SMTP_URL?)');
  return readDevMail(request, account.devMailUrl);
}

/** The token of the confirmation link in the mail a sign-up answer's DEV_MAILBOX link opens. */
async function confirmationToken(request: APIRequestContext, account: SignedUp): Promise<string> {
  return lastPathSegment(extractLink(await confirmationMessage(request, account), '/signup/confirm/'));
}

export const logIn = (request: APIRequestContext, email: string, password: string): Promise<TokenPair> =>
  signIn(postJson(request), { email, password });

/** Signed up, confirmed and signed in: the usual starting point of a spec about the product itself. */
export async function createConfirmedUser(
  request: APIRequestContext,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUp & { tokens: TokenPair }> {
  const { form, answer, tokens } = await confirmedOwner(
    postJson(request),
    (input, answer) => confirmationToken(request, signedUp(input, answer)),
    { ...PAT, ...overrides },
  );
  return { ...signedUp(form, answer), tokens };
}
