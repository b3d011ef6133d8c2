import { CompanyPaths, type CompanyProfile, INVALID_EMAIL, REQUIRED } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, taxRates } from '../../db/schema.ts';
import {
  addMembership,
  bearer,
  createdCompany,
  currentCompanyId,
  onPlan,
  signedInOwner,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const get = (auth: Auth, url: string) => t.call({ method: 'GET', url, headers: auth });
const profileOf = async (auth: Auth, id: string) => {
  const res = await get(auth, CompanyPaths.company(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CompanyProfile;
};
const userIdOf = async (auth: Auth) =>
  (await get(auth, '/api/basic/bootstrap')).json().data.profile.id as string;

const form = (overrides: object = {}) => ({
  name: 'North Shore Studio',
  email: 'hello@northshore.test',
  phone: '+1 555 0100',
  website: 'https://northshore.test',
  address: {
    line1: '1 Harbour Road',
    line2: null,
    city: 'Halifax',
    region: 'NS',
    postalCode: 'B3H 1A1',
    country: 'CA',
  },
  timeZone: 'America/Halifax',
  currency: 'CAD',
  tax: {
    pricesIncludeTax: true,
    taxNumber: 'HST 123',
    rates: [
      { name: 'HST', rateBasisPoints: 1500 },
      { name: 'Print levy', rateBasisPoints: 125 },
    ],
  },
  ...overrides,
});

/** A save made from the profile as it is now (the version it carries is the current one). */
const save = async (auth: Auth, id: string, payload: object) => {
  const { version } = await profileOf(auth, id);
  return t.call({
    method: 'PUT',
    url: CompanyPaths.company(id),
    headers: auth,
    payload: { version, ...payload },
  });
};

/** An owner on MASTER with two companies, working in the second; and a member of the first. */
async function studio() {
  const owner = await signedInOwner(t, { companyName: 'Alpha Studio' });
  await onPlan(t, owner.form.email, 'MASTER');
  const first = await currentCompanyId(t, owner.auth);
  const second = await createdCompany(t, owner.auth, 'Beta Studio');
  const member = await signedInOwner(t, { companyName: 'Member Home' });
  await addMembership(t, await userIdOf(member.auth), first);
  const switched = await t.call({
    method: 'POST',
    url: CompanyPaths.switch,
    headers: member.auth,
    payload: { companyId: first },
  });
  return {
    owner,
    first,
    second: second.companyId,
    auth: second.auth,
    memberAuth: bearer(switched.json().data),
  };
}

describe('the company list', () => {
  it('lists the account’s companies the user belongs to, with actions by role', async () => {
    const { first, second, auth } = await studio();
    const res = await get(auth, CompanyPaths.list);
    expect(res.statusCode, res.body).toBe(200);
    const { companies: list, actions } = res.json().data;
    expect(list.map((c: CompanyProfile) => [c.id, c.name, c.selected, c.role])).toEqual([
      [first, 'Alpha Studio', false, 'owner'],
      [second, 'Beta Studio', true, 'owner'],
    ]);
    expect(list[0].actions).toEqual({
      EDIT: { url: CompanyPaths.company(first), method: 'PUT' },
      UPLOAD_LOGO: { url: CompanyPaths.logo(first), method: 'PUT' },
      DELETE: { url: CompanyPaths.company(first), method: 'DELETE' },
    });
    expect(actions).toEqual({ ADD_NEW_BRAND: { url: CompanyPaths.create, method: 'POST' } });
  });

  it('shows a member only their company, read-only, and no add action', async () => {
    const { first, memberAuth } = await studio();
    const { companies: list, actions } = (await get(memberAuth, CompanyPaths.list)).json().data;
    expect(list.map((c: CompanyProfile) => [c.id, c.role, c.actions])).toEqual([[first, 'member', {}]]);
    expect(actions).toEqual({});
  });

  it('offers no DELETE for the account’s only company', async () => {
    const owner = await signedInOwner(t);
    const id = await currentCompanyId(t, owner.auth);
    expect(Object.keys((await profileOf(owner.auth, id)).actions).sort()).toEqual(['EDIT', 'UPLOAD_LOGO']);
  });
});

describe('editing a company', () => {
  it('saves every field and replaces the tax rates in the order sent', async () => {
    const { first, auth } = await studio();
    const res = await save(auth, first, form());
    expect(res.statusCode, res.body).toBe(200);
    const saved = await profileOf(auth, first);
    expect(saved).toMatchObject({
      name: 'North Shore Studio',
      email: 'hello@northshore.test',
      phone: '+1 555 0100',
      website: 'https://northshore.test',
      address: form().address,
      timeZone: 'America/Halifax',
      currency: 'CAD',
      tax: { pricesIncludeTax: true, taxNumber: 'HST 123' },
    });
    expect(saved.tax.rates.map(({ name, rateBasisPoints }) => ({ name, rateBasisPoints }))).toEqual(
      form().tax.rates,
    );
    const second = form({
      tax: { pricesIncludeTax: false, taxNumber: '  ', rates: [{ name: 'GST', rateBasisPoints: 500 }] },
    });
    await save(auth, first, second);
    const again = await profileOf(auth, first);
    expect(again.tax).toEqual({
      pricesIncludeTax: false,
      taxNumber: null,
      rates: [{ id: expect.any(String), name: 'GST', rateBasisPoints: 500 }],
    });
    expect(await t.deps.db.select().from(taxRates).where(eq(taxRates.companyId, first))).toHaveLength(1);
  });

  it('answers field messages for a blank name and a bad email', async () => {
    const { first, auth } = await studio();
    const res = await save(auth, first, form({ name: '   ', email: 'nope' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({ name: REQUIRED, email: INVALID_EMAIL });
  });

  it('refuses a member with 403 Owners only and changes nothing', async () => {
    const { first, memberAuth } = await studio();
    const res = await save(memberAuth, first, form());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: 'Owners only' });
    expect((await profileOf(memberAuth, first)).name).toBe('Alpha Studio');
  });

  it('answers 404 for a company the user does not belong to, and for an id that is no id', async () => {
    const { auth } = await studio();
    const stranger = await signedInOwner(t);
    const theirs = await currentCompanyId(t, stranger.auth);
    for (const id of [theirs, 'not-a-company']) {
      expect((await get(auth, CompanyPaths.company(id))).statusCode).toBe(404);
      const put = await t.call({
        method: 'PUT',
        url: CompanyPaths.company(id),
        headers: auth,
        payload: { ...form(), version: 'any' },
      });
      expect(put.statusCode).toBe(404);
    }
    expect((await profileOf(stranger.auth, theirs)).name).not.toBe('North Shore Studio');
  });
});

describe('deleting a company', () => {
  const remove = (auth: Auth, id: string, confirmName: string) =>
    t.call({ method: 'DELETE', url: CompanyPaths.company(id), headers: auth, payload: { confirmName } });

  it('needs the name typed exactly (spaces around it aside)', async () => {
    const { second, auth } = await studio();
    for (const typed of ['beta studio', 'Beta', '']) {
      const res = await remove(auth, second, typed);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields.confirmName).toBe(
        'Type the company name exactly as it is shown to confirm.',
      );
    }
    expect((await profileOf(auth, second)).name).toBe('Beta Studio');
  });

  it('deletes the current company and moves the caller, with new tokens, and every other session in it', async () => {
    const { first, second, auth, owner } = await studio();
    // Another session of the same owner, working in the company to delete.
    const other = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.form.email, password: owner.form.password },
    });
    const otherAuth = bearer(other.json().data);
    await t.call({
      method: 'POST',
      url: CompanyPaths.switch,
      headers: otherAuth,
      payload: { companyId: second },
    });
    const res = await remove(auth, second, '  Beta Studio ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      switchedTo: first,
      tokens: { access_token: expect.any(String), refresh_token: expect.any(String) },
    });
    expect(await currentCompanyId(t, bearer(res.json().data.tokens))).toBe(first);
    expect(await currentCompanyId(t, auth)).toBe(first);
    expect(await currentCompanyId(t, otherAuth)).toBe(first);
    expect(await t.deps.db.select().from(companies).where(eq(companies.id, second))).toEqual([]);
    expect((await get(auth, CompanyPaths.company(second))).statusCode).toBe(404);
  });

  it('deleting another company leaves the caller where they are', async () => {
    const { first, second, auth } = await studio();
    const res = await remove(auth, first, 'Alpha Studio');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ switchedTo: null, tokens: null });
    expect(await currentCompanyId(t, auth)).toBe(second);
  });

  it('never deletes the account’s last company', async () => {
    const owner = await signedInOwner(t, { companyName: 'Only One' });
    const id = await currentCompanyId(t, owner.auth);
    const res = await remove(owner.auth, id, 'Only One');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: 'This is your only company' });
    expect((await profileOf(owner.auth, id)).name).toBe('Only One');
  });

  it('is for owners: a member is refused', async () => {
    const { first, memberAuth } = await studio();
    const res = await remove(memberAuth, first, 'Alpha Studio');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorTitle).toBe('Owners only');
  });
});
