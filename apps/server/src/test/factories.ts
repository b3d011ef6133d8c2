import { randomBytes } from 'node:crypto';
import type { SignupRequest } from '@focal/contracts';
import { expect } from 'vitest';
import { mailFor } from '../mail/outbox.ts';
import { findUserByEmail } from '../modules/auth/repo.ts';
import type { TestApp } from './test-app.ts';

export const GOOD_PASSWORD = 'correct horse battery staple';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@focal.test`;
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

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

/** The newest mail to a user (by address or user id), and the first link in it under a path. */
export async function lastMail(t: TestApp, email: string) {
  const user = await findUserByEmail(t.deps.db, email);
  expect(user, `no user ${email}`).toBeTruthy();
  const [mail] = await mailFor(t.deps.db, user!);
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
  const res = await t.call({ method: 'POST', url: '/api/auth/signup', payload: form, ip: randomIp() });
  expect(res.statusCode, res.body).toBe(200);
  return {
    form,
    body: res.json() as { data: { email: string; resourcesLinks: { RESEND_CONFIRMATION: { url: string } } } },
  };
}

/** Signs up, confirms through the link in the mail, signs in: a ready owner with tokens. */
export async function signedInOwner(t: TestApp, overrides: Partial<SignupRequest> = {}) {
  const { form } = await signUp(t, overrides);
  const mail = await lastMail(t, form.email);
  const token = tokenFromLink(linkIn(mail.text, '/signup/confirm/'));
  const confirmed = await t.call({
    method: 'POST',
    url: '/api/auth/confirm',
    payload: { token, purpose: 'signup' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const login = await t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: form.email, password: form.password },
    ip: randomIp(),
  });
  expect(login.statusCode, login.body).toBe(200);
  const tokens = login.json().data as { access_token: string; refresh_token: string };
  return { form, tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}
