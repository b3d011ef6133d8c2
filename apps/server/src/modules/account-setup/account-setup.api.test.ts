import { PASSWORD_TOO_COMMON, PASSWORDS_DIFFER, REQUIRED, TERMS_REQUIRED } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { oauthIdentities, users } from '../../db/schema.ts';
import { GOOD_PASSWORD, instantLoginToken, randomIp, uniqueEmail } from '../../test/factories.ts';
import { createAccount } from '../auth/accounts.ts';

type Headers = Record<string, string>;
const bootstrap = (api: Api, headers: Headers) => api.get('/api/basic/bootstrap', { as: headers });

/**
 * An account set up for someone else (an import, an invitation): no password, no country, terms never
 * accepted. Its user arrives through an instant sign-in link, as such a user would.
 */
async function accountSetUpForSomeoneElse(api: Api, options: { oauth?: boolean } = {}) {
  const email = uniqueEmail('invited');
  const { user } = await createAccount(api.deps.db, {
    email,
    firstName: 'Iris',
    lastName: 'Invited',
    passwordHash: null,
    country: null,
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    companyName: 'Invited Studio',
    emailConfirmed: true,
    trialDays: 14,
  });
  await api.deps.db.update(users).set({ termsAcceptedAt: null }).where(eq(users.id, user.id));
  if (options.oauth) {
    await api.deps.db
      .insert(oauthIdentities)
      .values({ provider: 'google', subject: `s-${user.id}`, userId: user.id });
  }
  const login = await api.post('/api/auth/instant-login', { token: await instantLoginToken(api, user.id) });
  expect(login.statusCode, login.body).toBe(200);
  const { access_token } = login.json().data as { access_token: string };
  return { email, userId: user.id, auth: { authorization: `Bearer ${access_token}` } };
}

describe('an account set up only in part: UserDoesNotExist → complete sign-up', () => {
  it('bootstrap answers 404 UserDoesNotExist with the links to the form', async ({ api }) => {
    const { auth } = await accountSetUpForSomeoneElse(api);
    const res = await bootstrap(api, auth);
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.errorCode).toBe('UserDoesNotExist');
    expect(body.errorTitle).toBe('Just one more step!');
    expect(body.data.resourcesLinks).toEqual({
      COMPLETE_SIGN_UP_DATA: { url: '/api/user/complete-signup', method: 'GET' },
      COMPLETE_SIGN_UP: { url: '/api/user/complete-signup', method: 'POST' },
    });
  });

  it('asks for a password (twice), country, currency, time zone and the terms, prefilled from the account', async ({
    api,
  }) => {
    const { auth, email } = await accountSetUpForSomeoneElse(api);
    const res = await api.get('/api/user/complete-signup', { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      fields: ['password', 'confirmPassword', 'country', 'currency', 'timezone', 'termsOfUseAccepted'],
      prefill: { email, firstName: 'Iris', country: null, currency: 'EUR', timezone: 'Europe/Berlin' },
    });
  });

  it('does not ask for a password when the user signs in through a provider', async ({ api }) => {
    const { auth } = await accountSetUpForSomeoneElse(api, { oauth: true });
    const res = await api.get('/api/user/complete-signup', { as: auth });
    expect(res.json().data.fields).toEqual(['country', 'currency', 'timezone', 'termsOfUseAccepted']);
    const sent = await api.post(
      '/api/user/complete-signup',
      {
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        country: 'DE',
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        termsOfUseAccepted: true,
      },
      { as: auth },
    );
    expect(sent.statusCode).toBe(400);
    expect(sent.json().data.fields).toEqual({
      password: 'This field is not accepted here.',
      confirmPassword: 'This field is not accepted here.',
    });
  });

  it('refuses a form with missing fields, different passwords or a common password, by field', async ({
    api,
  }) => {
    const { auth } = await accountSetUpForSomeoneElse(api);
    const missing = await api.post(
      '/api/user/complete-signup',
      {
        password: GOOD_PASSWORD,
        confirmPassword: `${GOOD_PASSWORD}!`,
      },
      { as: auth },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('ValidationFailed');
    expect(missing.json().data.fields).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
      country: REQUIRED,
      currency: REQUIRED,
      timezone: REQUIRED,
      termsOfUseAccepted: TERMS_REQUIRED,
    });
    const common = await api.post(
      '/api/user/complete-signup',
      {
        password: 'password123',
        confirmPassword: 'password123',
        country: 'DE',
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        termsOfUseAccepted: true,
      },
      { as: auth },
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().data.fields).toEqual({ password: PASSWORD_TOO_COMMON });
  });

  it('finishes the account: a welcome modal, a route reload, bootstrap answers and the password signs in', async ({
    api,
  }) => {
    const { auth, email } = await accountSetUpForSomeoneElse(api);
    const res = await api.post(
      '/api/user/complete-signup',
      {
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        country: 'DE',
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        termsOfUseAccepted: true,
      },
      { as: auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toBeNull();
    expect(body.successPreferences).toEqual({ route: { reloadRequired: true } });
    expect(body.successModal).toMatchObject({
      icon: 'CELEBRATION',
      title: 'Welcome to Focal!',
      checkListField: {
        items: expect.arrayContaining([{ state: 'COMPLETED', textHtml: 'Your account is set up' }]),
      },
      buttons: { items: [{ name: 'Get started', variant: 'SOLID_PRIMARY', action: 'CLOSE' }] },
    });

    const boot = await bootstrap(api, auth);
    expect(boot.statusCode, boot.body).toBe(200);
    expect(boot.json().data.profile.country).toBe('DE');
    const login = await api.post('/api/auth/login', { email, password: GOOD_PASSWORD }, { ip: randomIp() });
    expect(login.statusCode, login.body).toBe(200);

    const again = await api.post('/api/user/complete-signup', { termsOfUseAccepted: true }, { as: auth });
    expect(again.statusCode).toBe(403);
    expect((await api.get('/api/user/complete-signup', { as: auth })).statusCode).toBe(403);
  });
});

describe('an account without a country: CountryRequired → Quick Account Update', () => {
  async function ownerWithoutCountry(api: Api) {
    const owner = await api.signedInOwner();
    await api.deps.db.update(users).set({ country: null }).where(eq(users.email, owner.form.email));
    return owner;
  }

  it('bootstrap answers 409 CountryRequired with the link that saves it', async ({ api }) => {
    const { auth } = await ownerWithoutCountry(api);
    const res = await bootstrap(api, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'CountryRequired',
      errorTitle: 'Quick Account Update',
      data: { resourcesLinks: { SAVE_COUNTRY: { url: '/api/user/country', method: 'POST' } } },
    });
  });

  it('requires a country from the list, then bootstrap answers with it', async ({ api }) => {
    const { auth } = await ownerWithoutCountry(api);
    const empty = await api.post('/api/user/country', { country: '' }, { as: auth });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toEqual({ country: REQUIRED });
    const unknown = await api.post('/api/user/country', { country: 'XX' }, { as: auth });
    expect(unknown.statusCode).toBe(400);

    const saved = await api.post('/api/user/country', { country: 'NZ' }, { as: auth });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: null, successPreferences: { route: { reloadRequired: true } } });
    const boot = await bootstrap(api, auth);
    expect(boot.statusCode).toBe(200);
    expect(boot.json().data.profile.country).toBe('NZ');
  });

  it('needs a signed-in user', async ({ api }) => {
    const res = await api.post('/api/user/country', { country: 'NZ' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('450');
  });
});
