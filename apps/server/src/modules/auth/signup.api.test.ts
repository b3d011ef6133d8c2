import { INVALID_EMAIL, PASSWORD_TOO_COMMON, REQUIRED, TERMS_REQUIRED } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema.ts';
import {
  GOOD_PASSWORD,
  lastMail,
  linkIn,
  randomIp,
  signUp,
  signupForm,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload: payload as object, headers, ip: randomIp() });

describe('sign-up', () => {
  it('creates an unconfirmed owner with a company and a 14-day PRO trial, and mails a confirmation link', async () => {
    const { form, body } = await signUp(t, {
      email: 'New.Owner@Focal.test',
      companyName: 'North Light Studio',
    });
    expect(body.data.email).toBe('new.owner@focal.test');
    expect(body.data.resourcesLinks.RESEND_CONFIRMATION.url).toMatch(
      /^\/api\/auth\/resend-confirmation\?token=/,
    );

    const mail = await lastMail(t, 'new.owner@focal.test');
    expect(mail.subject).toBe('Confirm your email address for Focal');
    const link = linkIn(mail.text, '/signup/confirm/');
    expect(link.startsWith('http://focal.test/signup/confirm/')).toBe(true);

    const unconfirmed = await post('/api/auth/login', {
      email: 'new.owner@focal.test',
      password: form.password,
    });
    expect(unconfirmed.statusCode).toBe(401);
    expect(unconfirmed.json()).toMatchObject({
      errorCode: 'EmailNotConfirmed',
      data: {
        resourcesLinks: {
          RESEND_CONFIRMATION: { url: expect.stringContaining('/api/auth/resend-confirmation?token=') },
        },
      },
    });

    const confirmed = await post('/api/auth/confirm', { token: tokenFromLink(link), purpose: 'signup' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: 'new.owner@focal.test' } });

    const login = await post('/api/auth/login', { email: 'NEW.OWNER@focal.test', password: form.password });
    expect(login.statusCode, login.body).toBe(200);
    const boot = await t.call({
      method: 'GET',
      url: '/api/basic/bootstrap',
      headers: { authorization: `Bearer ${login.json().data.access_token}` },
    });
    expect(boot.statusCode, boot.body).toBe(200);
    const data = boot.json().data;
    expect(data.profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lens',
      fullName: 'Ada Lens',
      email: 'new.owner@focal.test',
      currency: { currencyCode: 'USD' },
    });
    expect(data.authorizedCompany).toMatchObject({
      name: 'North Light Studio',
      timeZone: 'America/New_York',
    });
    expect(data.subscription.currentPlan).toMatchObject({
      planTier: 'PRO',
      subscriptionType: 'TRIAL',
      billingPeriod: 'MONTHLY',
    });
    const trialDays = (Date.parse(data.subscription.currentPlan.accessTill) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    expect(data.portalAuth.token).toMatch(/^ey/);
    expect(data.environment.builds).toEqual({ web: 'dev', server: expect.any(String) });
    expect(data.bootstrapSettings.properties.devMailbox).toBe(true);
  });

  it('refuses an address already registered, whatever its case', async () => {
    const { form } = await signUp(t);
    const again = await post('/api/auth/signup', signupForm({ email: form.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'EmailTaken',
      data: { fields: { email: expect.any(String) } },
    });
  });

  it('creates exactly one account when the same address signs up ten times at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/auth/signup', signupForm({ email }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  it('explains every invalid field with the spec texts', async () => {
    const res = await post('/api/auth/signup', {
      firstName: '   ',
      lastName: '',
      email: 'not-an-email',
      password: 'short',
      companyName: 'x'.repeat(151),
      country: 'XX',
      currency: 'NOPE',
      timeZone: 'Mars/Olympus',
      termsOfUseAccepted: false,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('ValidationFailed');
    expect(body.data.fields).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      email: INVALID_EMAIL,
      password: 'Use at least 8 characters.',
      companyName: 'Use at most 150 characters.',
      country: 'Choose a country from the list.',
      currency: 'Choose a currency from the list.',
      timeZone: 'Choose a time zone from the list.',
      termsOfUseAccepted: TERMS_REQUIRED,
    });
  });

  it('answers a missing body field with the required text and an unknown field by name', async () => {
    const { companyName: _omitted, ...withoutCompany } = signupForm();
    const res = await post('/api/auth/signup', { ...withoutCompany, isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      companyName: REQUIRED,
      isAdmin: 'This field is not accepted here.',
    });
  });

  it('accepts long passphrases, refuses abusive lengths and common passwords, and never truncates', async () => {
    const long = 'a'.repeat(40) + ' lighthouse ' + 'b'.repeat(40);
    const { form } = await signUp(t, { password: long });
    expect(
      (await post('/api/auth/signup', signupForm({ password: 'p'.repeat(257) }))).json().data.fields.password,
    ).toBe('Use at most 256 characters.');
    const common = await post('/api/auth/signup', signupForm({ password: 'password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().data.fields.password).toBe(PASSWORD_TOO_COMMON);

    const mail = await lastMail(t, form.email);
    await post('/api/auth/confirm', {
      token: tokenFromLink(linkIn(mail.text, '/signup/confirm/')),
      purpose: 'signup',
    });
    expect(
      (await post('/api/auth/login', { email: form.email, password: long.slice(0, 72) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email: form.email, password: long })).statusCode).toBe(200);
  });
});

describe('confirmation links', () => {
  it('confirms once and treats opening the link again as done', async () => {
    const { form } = await signUp(t);
    const token = tokenFromLink(linkIn((await lastMail(t, form.email)).text, '/signup/confirm/'));
    expect((await post('/api/auth/confirm', { token, purpose: 'signup' })).statusCode).toBe(200);
    expect((await post('/api/auth/confirm', { token, purpose: 'signup' })).statusCode).toBe(200);
  });

  it('offers to resend an expired link, and the resent link works', async () => {
    const { form } = await signUp(t);
    const token = tokenFromLink(linkIn((await lastMail(t, form.email)).text, '/signup/confirm/'));
    await t.deps.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await post('/api/auth/confirm', { token, purpose: 'signup' });
    expect(expired.statusCode).toBe(410);
    const body = expired.json();
    expect(body).toMatchObject({ errorCode: 'VerificationLinkExpired', errorTitle: 'This link has expired' });

    const resend = await post(body.data.resourcesLinks.RESEND.url);
    expect(resend.statusCode, resend.body).toBe(200);
    const fresh = tokenFromLink(linkIn((await lastMail(t, form.email)).text, '/signup/confirm/'));
    expect(fresh).not.toBe(token);
    expect((await post('/api/auth/confirm', { token: fresh, purpose: 'signup' })).statusCode).toBe(200);
  });

  it('answers an unknown link with the manual variant (no resend)', async () => {
    const res = await post('/api/auth/confirm', { token: 'x'.repeat(43), purpose: 'signup' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'VerificationLinkInvalid', data: null });
  });

  it('limits resending to five an hour per account', async () => {
    const { body } = await signUp(t);
    const url = body.data.resourcesLinks.RESEND_CONFIRMATION.url;
    for (let i = 0; i < 5; i++) expect((await post(url)).statusCode).toBe(200);
    const sixth = await post(url);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('RateLimited');
  });

  it('refuses a forged resend link', async () => {
    const res = await post('/api/auth/resend-confirmation?token=eyJhbGciOiJIUzI1NiJ9.e30.forgedforgedforged');
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('VerificationLinkInvalid');
  });

  it('still signs in with the password typed at sign-up after confirmation', async () => {
    const { form } = await signUp(t, { password: GOOD_PASSWORD });
    const token = tokenFromLink(linkIn((await lastMail(t, form.email)).text, '/signup/confirm/'));
    await post('/api/auth/confirm', { token, purpose: 'signup' });
    expect((await post('/api/auth/login', { email: form.email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
