// engine-dependent: ten parallel sign-ups of one address race for one account.
import { INVALID_EMAIL, PASSWORD_TOO_COMMON, REQUIRED, TERMS_REQUIRED } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
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

describe('sign-up', () => {
  it('creates an unconfirmed owner with a company and a 14-day PRO trial, and mails a confirmation link', async ({
    api,
  }) => {
    const { form, body } = await signUp(api, {
      email: 'New.Owner@Focal.test',
      companyName: 'North Light Studio',
    });
    expect(body.data.email).toBe('new.owner@focal.test');
    expect(body.data.resourcesLinks.RESEND_CONFIRMATION.url).toMatch(
      /^\/api\/auth\/resend-confirmation\?token=/,
    );

    const mail = await lastMail(api, 'new.owner@focal.test');
    expect(mail.subject).toBe('Confirm your email address for Focal');
    const link = linkIn(mail.text, '/signup/confirm/');
    expect(link.startsWith('http://focal.test/signup/confirm/')).toBe(true);

    const unconfirmed = await api.post(
      '/api/auth/login',
      {
        email: 'new.owner@focal.test',
        password: form.password,
      },
      { ip: randomIp() },
    );
    expect(unconfirmed.statusCode).toBe(401);
    expect(unconfirmed.json()).toMatchObject({
      errorCode: 'EmailNotConfirmed',
      data: {
        resourcesLinks: {
          RESEND_CONFIRMATION: { url: expect.stringContaining('/api/auth/resend-confirmation?token=') },
        },
      },
    });

    const confirmed = await api.post(
      '/api/auth/confirm',
      { token: tokenFromLink(link), purpose: 'signup' },
      { ip: randomIp() },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: 'new.owner@focal.test' } });

    const login = await api.post(
      '/api/auth/login',
      {
        email: 'NEW.OWNER@focal.test',
        password: form.password,
      },
      { ip: randomIp() },
    );
    expect(login.statusCode, login.body).toBe(200);
    const boot = await api.call({
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

  it('refuses an address already registered, whatever its case', async ({ api }) => {
    const { form } = await signUp(api);
    const again = await api.post('/api/auth/signup', signupForm({ email: form.email.toUpperCase() }), {
      ip: randomIp(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'EmailTaken',
      data: { fields: { email: expect.any(String) } },
    });
  });

  it('creates exactly one account when the same address signs up ten times at once', async ({ api }) => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post('/api/auth/signup', signupForm({ email }), { ip: randomIp() }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  it('explains every invalid field with the spec texts', async ({ api }) => {
    const res = await api.post(
      '/api/auth/signup',
      {
        firstName: '   ',
        lastName: '',
        email: 'not-an-email',
        password: 'short',
        companyName: 'x'.repeat(151),
        country: 'XX',
        currency: 'NOPE',
        timeZone: 'Mars/Olympus',
        termsOfUseAccepted: false,
      },
      { ip: randomIp() },
    );
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

  it('answers a missing body field with the required text and an unknown field by name', async ({ api }) => {
    const { companyName: _omitted, ...withoutCompany } = signupForm();
    const res = await api.post('/api/auth/signup', { ...withoutCompany, isAdmin: true }, { ip: randomIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      companyName: REQUIRED,
      isAdmin: 'This field is not accepted here.',
    });
  });

  it('accepts long passphrases, refuses abusive lengths and common passwords, and never truncates', async ({
    api,
  }) => {
    const long = 'a'.repeat(40) + ' lighthouse ' + 'b'.repeat(40);
    const { form } = await signUp(api, { password: long });
    expect(
      (
        await api.post('/api/auth/signup', signupForm({ password: 'p'.repeat(257) }), { ip: randomIp() })
      ).json().data.fields.password,
    ).toBe('Use at most 256 characters.');
    const common = await api.post('/api/auth/signup', signupForm({ password: 'password123' }), {
      ip: randomIp(),
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().data.fields.password).toBe(PASSWORD_TOO_COMMON);

    const mail = await lastMail(api, form.email);
    await api.post(
      '/api/auth/confirm',
      {
        token: tokenFromLink(linkIn(mail.text, '/signup/confirm/')),
        purpose: 'signup',
      },
      { ip: randomIp() },
    );
    expect(
      (
        await api.post(
          '/api/auth/login',
          { email: form.email, password: long.slice(0, 72) },
          { ip: randomIp() },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await api.post('/api/auth/login', { email: form.email, password: long }, { ip: randomIp() }))
        .statusCode,
    ).toBe(200);
  });
});

describe('confirmation links', () => {
  it('confirms once and treats opening the link again as done', async ({ api }) => {
    const { form } = await signUp(api);
    const token = tokenFromLink(linkIn((await lastMail(api, form.email)).text, '/signup/confirm/'));
    expect(
      (await api.post('/api/auth/confirm', { token, purpose: 'signup' }, { ip: randomIp() })).statusCode,
    ).toBe(200);
    expect(
      (await api.post('/api/auth/confirm', { token, purpose: 'signup' }, { ip: randomIp() })).statusCode,
    ).toBe(200);
  });

  it('offers to resend an expired link, and the resent link works', async ({ api }) => {
    const { form } = await signUp(api);
    const token = tokenFromLink(linkIn((await lastMail(api, form.email)).text, '/signup/confirm/'));
    await api.deps.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await api.post('/api/auth/confirm', { token, purpose: 'signup' }, { ip: randomIp() });
    expect(expired.statusCode).toBe(410);
    const body = expired.json();
    expect(body).toMatchObject({ errorCode: 'VerificationLinkExpired', errorTitle: 'This link has expired' });

    const resend = await api.post(body.data.resourcesLinks.RESEND.url, undefined, { ip: randomIp() });
    expect(resend.statusCode, resend.body).toBe(200);
    const fresh = tokenFromLink(linkIn((await lastMail(api, form.email)).text, '/signup/confirm/'));
    expect(fresh).not.toBe(token);
    expect(
      (await api.post('/api/auth/confirm', { token: fresh, purpose: 'signup' }, { ip: randomIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('answers an unknown link with the manual variant (no resend)', async ({ api }) => {
    const res = await api.post(
      '/api/auth/confirm',
      { token: 'x'.repeat(43), purpose: 'signup' },
      { ip: randomIp() },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'VerificationLinkInvalid', data: null });
  });

  it('limits resending to five an hour per account', async ({ api }) => {
    const { body } = await signUp(api);
    const url = body.data.resourcesLinks.RESEND_CONFIRMATION.url;
    for (let i = 0; i < 5; i++)
      expect((await api.post(url, undefined, { ip: randomIp() })).statusCode).toBe(200);
    const sixth = await api.post(url, undefined, { ip: randomIp() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('RateLimited');
  });

  it('refuses a forged resend link', async ({ api }) => {
    const res = await api.post(
      '/api/auth/resend-confirmation?token=eyJhbGciOiJIUzI1NiJ9.e30.forgedforgedforged',
      undefined,
      { ip: randomIp() },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('VerificationLinkInvalid');
  });

  it('still signs in with the password typed at sign-up after confirmation', async ({ api }) => {
    const { form } = await signUp(api, { password: GOOD_PASSWORD });
    const token = tokenFromLink(linkIn((await lastMail(api, form.email)).text, '/signup/confirm/'));
    await api.post('/api/auth/confirm', { token, purpose: 'signup' }, { ip: randomIp() });
    expect(
      (await api.post('/api/auth/login', { email: form.email, password: GOOD_PASSWORD }, { ip: randomIp() }))
        .statusCode,
    ).toBe(200);
  });
});
