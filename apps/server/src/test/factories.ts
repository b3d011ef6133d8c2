import { ApiRoutes } from '@focal/contracts/api-routes';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  BackgroundTaskPaths,
  type Banner,
  type Banners,
  CompanyPaths,
  type Invitation,
  SubscriptionPaymentPaths,
  type PlanTier,
  type SignupRequest,
  TeamPaths,
  type TokenPair,
} from '@focal/contracts';
import { desc, eq, or, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { admins, businessAccounts, mailOutbox, promoCodes } from '../db/schema.ts';
import { setAccountPlan } from '../modules/admin/plan-service.ts';
import { issueEmailToken } from '../modules/auth/repo.ts';
import { findUserByEmail } from '../modules/users/service.ts';
import { createAccount } from '../modules/auth/accounts.ts';
import { issueDeviceToken } from '../modules/auth/device-tokens.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { startUserSession, TOKEN_TTL, TRIAL_DAYS } from '../modules/auth/service.ts';
import { addMembers } from '../modules/memberships/service.ts';
import { insertPromoCode } from '../modules/account-billing/promo-codes/repo.ts';
import {
  bearer,
  confirmedOwner,
  GOOD_PASSWORD,
  type PostJson,
  randomIp,
  signUp as kitSignUp,
  signupForm,
  uniqueEmail,
} from '../../../../packages/test-kit/src/accounts.ts';
import type { TestApp } from './test-app.ts';

export { bearer, GOOD_PASSWORD, randomIp, signupForm, uniqueEmail };

/** The JSON POST of the test kit's account flows, through inject() from a fresh client address. */
export const postJson =
  (t: TestApp): PostJson =>
  async (path, body) => {
    const res = await t.call({ method: 'POST', url: path, payload: body as object, ip: randomIp() });
    return { status: res.statusCode, body: res.json() };
  };

/** Every mail to a user (by address or user id), newest first, as the outbox holds it. */
export async function mailOf(t: TestApp, user: { id: string; email: string }) {
  return t.deps.db
    .select()
    .from(mailOutbox)
    .where(or(eq(mailOutbox.userId, user.id), sql`lower(${mailOutbox.to}) = lower(${user.email})`))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The newest mail to a user (by address or user id), and the first link in it under a path. */
export async function lastMail(t: TestApp, email: string) {
  const user = await findUserByEmail(t.deps.db, email);
  expect(user, `no user ${email}`).toBeTruthy();
  const [mail] = await mailOf(t, user!);
  expect(mail, `no mail for ${email}`).toBeTruthy();
  return mail!;
}

export function linkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replaceAll('/', '\\/')}[^\\s"'<>]*`));
  expect(match, `no link to ${pathPrefix} in:\n${text}`).toBeTruthy();
  return match![0];
}

export const tokenFromLink = (link: string) => link.split('/').pop()!;

export async function signUp(t: TestApp, overrides: Partial<SignupRequest> = {}) {
  const form = signupForm(overrides);
  return { form, body: { data: await kitSignUp(postJson(t), form) } };
}

/**
 * A ready owner with tokens: the account a sign-up makes, confirmed, and a session started as a
 * password sign-in starts it (with its device token), made through the services rather than over
 * HTTP. Hashing with argon2 for each of hundreds of owners was most of their cost: the hash of a
 * password is computed once per test worker. Sign-up, its mail and sign-in have tests of their own
 * (modules/auth/signup.api.test.ts, sessions.api.test.ts, mail/mail.api.test.ts): a test about them
 * signs up through the API (`api.signUp`, `signedUpOverHttp`).
 */
export async function signedInOwner(t: TestApp, overrides: Partial<SignupRequest> = {}) {
  const form = signupForm(overrides);
  const passwordHash = await hashOnce(form.password);
  const { user, company } = await t.deps.db.transaction((tx) =>
    createAccount(tx, { ...form, passwordHash, emailConfirmed: true, trialDays: TRIAL_DAYS }),
  );
  const pair = await startUserSession(t.deps, user.id, company.id);
  const tokens = { ...pair, device_token: await issueDeviceToken(t.deps, { kind: 'user', id: user.id }) };
  return { form, tokens, auth: bearer(tokens) };
}

const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** Signs up, confirms through the link in the mail, signs in, all over HTTP: a ready owner with tokens. */
export async function signedUpOverHttp(t: TestApp, overrides: Partial<SignupRequest> = {}) {
  const { form, tokens } = await confirmedOwner(
    postJson(t),
    async (form) => tokenFromLink(linkIn((await lastMail(t, form.email)).text, '/signup/confirm/')),
    overrides,
  );
  return { form, tokens, auth: bearer(tokens) };
}

// ---- team members (issue 4) ----

/** The newest mail to an address, which may belong to nobody yet (an invitation's). */
export async function lastMailTo(t: TestApp, email: string) {
  const [mail] = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${email})`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  expect(mail, `no mail to ${email}`).toBeTruthy();
  return mail!;
}

/** An owner invites an address through the API; the token is read from the link in the mail. */
export async function inviteByMail(
  t: TestApp,
  ownerAuth: Record<string, string>,
  email = uniqueEmail('invitee'),
) {
  const res = await t.call({
    method: 'POST',
    url: TeamPaths.invitations,
    headers: ownerAuth,
    payload: { email },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await lastMailTo(t, email);
  const token = tokenFromLink(linkIn(mail.text, '/company/register/'));
  return { email, token, invitation: res.json().data as Invitation };
}

/** A new member of the owner's company: invited, signed up through the invitation, signed in. */
export async function joinedMember(
  t: TestApp,
  ownerAuth: Record<string, string>,
  email = uniqueEmail('member'),
) {
  const { token } = await inviteByMail(t, ownerAuth, email);
  const res = await t.call({
    method: 'POST',
    url: TeamPaths.invitationSignup(token),
    payload: { firstName: 'Tess', lastName: 'Member', password: GOOD_PASSWORD, termsOfUseAccepted: true },
    ip: randomIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json().data as TokenPair;
  const user = await findUserByEmail(t.deps.db, email);
  return { email, userId: user!.id, tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

// ---- companies (issue 4) ----

/** An administrator for factories that act as support staff (every console change names one). */
async function supportAdminId(t: TestApp): Promise<string> {
  const email = 'factory-support@focal.test';
  await t.deps.db
    .insert(admins)
    .values({ email, name: 'Factory Support', passwordHash: 'not-a-hash: cannot sign in' })
    .onConflictDoNothing();
  const [row] = await t.deps.db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  return row!.id;
}

/** Puts the business account a user owns on a plan (active), as support staff do with the admin override. */
export async function onPlan(t: TestApp, ownerEmail: string, planTier: PlanTier) {
  await setAccountPlan(t.deps, {
    adminId: await supportAdminId(t),
    clientAddress: null,
    ownerEmail,
    planTier,
  });
}

/** The company the session works in, as bootstrap reports it. */
export async function currentCompanyId(t: TestApp, auth: Record<string, string>): Promise<string> {
  const res = await t.call({ method: 'GET', url: ApiRoutes.bootstrap.path, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { authorizedCompany: { id: string } } }).data.authorizedCompany.id;
}

/** An owner adds a company through the API (no import); the session moves into it. */
export async function createdCompany(t: TestApp, ownerAuth: Record<string, string>, name = 'Second Brand') {
  const res = await t.call({
    method: 'POST',
    url: CompanyPaths.create,
    headers: ownerAuth,
    payload: { name, email: uniqueEmail('brand'), toImportData: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { companyId: string; tokens: TokenPair };
  return { companyId: data.companyId, tokens: data.tokens, auth: bearer(data.tokens) };
}

/** The owner adds a second company, then switches back to `firstCompanyId`: a session there, and the other's id. */
export async function secondCompanyBehind(
  t: TestApp,
  ownerAuth: Record<string, string>,
  firstCompanyId: string,
  name = 'Second Light',
) {
  const second = await createdCompany(t, ownerAuth, name);
  const back = await t.call({
    method: 'POST',
    url: CompanyPaths.switch,
    headers: second.auth,
    payload: { companyId: firstCompanyId },
  });
  expect(back.statusCode, back.body).toBe(200);
  return { auth: bearer(back.json().data), second: second.companyId };
}

/** Adds an existing user to a company with a role, as an accepted invitation does. */
export async function addMembership(
  t: TestApp,
  userId: string,
  companyId: string,
  role: 'owner' | 'member' = 'member',
) {
  await addMembers(t.deps.db, companyId, [{ userId, role }]);
}

// ---- background tasks and imports (issue 4) ----

/** The current company's background-task banners, as the frame polls them. */
export async function bannersOf(t: TestApp, auth: Record<string, string>): Promise<Banners> {
  const res = await t.call({ method: 'GET', url: BackgroundTaskPaths.banners, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Banners }).data;
}

/** Polls the banners until the task's has left IN_PROGRESS (the workers must run), and returns it. */
export async function finishedBanner(
  t: TestApp,
  auth: Record<string, string>,
  taskId: string,
  timeoutMs = 25_000,
): Promise<Banner> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const banner = (await bannersOf(t, auth)).banners.find((b) => b.id === taskId);
    expect(banner, `no banner for task ${taskId}`).toBeTruthy();
    if (banner!.state !== 'IN_PROGRESS') return banner!;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ---- payments (issue 5) ----

/** The business account an owner's email owns. */
export async function accountIdOf(t: TestApp, ownerEmail: string): Promise<string> {
  const user = await findUserByEmail(t.deps.db, ownerEmail);
  const [account] = await t.deps.db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(eq(businessAccounts.ownerUserId, user!.id));
  return account!.id;
}

/** An owner pays for a plan at the sandbox checkout with a test card; the raw response. */
export function checkoutWith(
  t: TestApp,
  auth: Record<string, string>,
  options: {
    planId: string;
    cardNumber: string;
    idempotencyKey?: string;
    promoCode?: string;
    expiry?: { month: number; year: number };
  },
) {
  return t.call({
    method: 'POST',
    url: SubscriptionPaymentPaths.checkout,
    headers: auth,
    payload: {
      planId: options.planId,
      card: {
        number: options.cardNumber,
        expMonth: options.expiry?.month ?? 12,
        expYear: options.expiry?.year ?? new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
      idempotencyKey: options.idempotencyKey ?? randomUUID(),
      ...(options.promoCode ? { promoCode: options.promoCode } : {}),
    },
  });
}

// ---- promo codes (issue 5) ----

/** A promo code row (upper-cased), by default a live coupon for 20% off the first payment. */
export async function promoCode(
  db: TestApp['deps']['db'],
  row: Partial<typeof promoCodes.$inferInsert> & { code?: string } = {},
) {
  return insertPromoCode(db, {
    code: `CODE${randomBytes(4).toString('hex')}`,
    kind: 'coupon',
    percentOff: row.amountOffMinor != null ? null : 20,
    duration: 'once',
    ...row,
  });
}

/**
 * A one-time sign-in token (`/login/instant/{token}`, POST /api/auth/instant-login) for a user who
 * has no password to sign in with; nothing in the product issues one yet.
 */
export const instantLoginToken = async (t: TestApp, userId: string) =>
  (await issueEmailToken(t.deps.db, { userId, purpose: 'instant_login', ttlMs: TOKEN_TTL.instant_login }))
    .token;
