import { randomBytes } from 'node:crypto';
import type { SignupRequest, TokenPair } from '@focal/contracts';
import { ApiRoutes } from '@focal/contracts/api-routes';

/**
 * The accounts every kind of test starts from (API tests, Playwright journeys, benchmarks), and the
 * one way to make a new one: sign up, open the confirmation link, sign in.
 */

/** The demo studio's owner and the administrator, as apps/server/src/db/seed/demo.ts seeds them. */
export const DEMO_OWNER = { email: 'demo@focal.test', password: 'focal-demo-password', firstName: 'Dana' };
export const DEMO_ADMIN = { email: 'admin@focal.test', password: 'focal-admin-password' };

/** A password the sign-up rules accept. */
export const GOOD_PASSWORD = 'correct horse battery staple';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@focal.test`;
/** A client address of its own, so a test's sign-ups and sign-ins do not share a rate-limit bucket. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** A complete sign-up form with a fresh email; overrides replace any field. */
export function signupForm(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    firstName: 'Ada',
    lastName: 'Lens',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    companyName: 'Ada Lens Photography',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/New_York',
    termsOfUseAccepted: true,
    ...overrides,
  };
}

/** The sign-up answer: where to resend the confirmation, and (without SMTP) the development mailbox. */
export type SignupAnswer = {
  email: string;
  resourcesLinks: { RESEND_CONFIRMATION: { url: string }; DEV_MAILBOX?: { url: string } };
};

/** How a kind of test sends a JSON POST (inject, Playwright's request, fetch): status and parsed body. */
export type PostJson = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

async function ok<T>(post: PostJson, path: string, body: unknown): Promise<T> {
  const res = await post(path, body);
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: T }).data;
}

export const signUp = async (post: PostJson, form: SignupRequest) =>
  ok<SignupAnswer>(post, ApiRoutes.signup.path, form);

export const signIn = (post: PostJson, account: { email: string; password: string }) =>
  ok<TokenPair>(post, ApiRoutes.login.path, { email: account.email, password: account.password });

/**
 * Signs up, opens the confirmation link (its token read by `confirmationToken`, from wherever this
 * kind of test reads mail) and signs in: a ready owner with tokens.
 */
export async function confirmedOwner(
  post: PostJson,
  confirmationToken: (form: SignupRequest, answer: SignupAnswer) => Promise<string>,
  overrides: Partial<SignupRequest> = {},
) {
  const form = signupForm(overrides);
  const answer = await signUp(post, form);
  const token = await confirmationToken(form, answer);
  await ok(post, ApiRoutes.confirmEmail.path, { token, purpose: 'signup' });
  return { form, answer, tokens: await signIn(post, form) };
}

/** The headers of a request made as a signed-in user. */
export const bearer = (tokens: { access_token: string }) => ({
  authorization: `Bearer ${tokens.access_token}`,
});
