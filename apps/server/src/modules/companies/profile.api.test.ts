import { CompanyPaths, type CompanyProfile, INVALID_BRAND_COLOUR, INVALID_EMAIL, REQUIRED } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { companies, taxRates } from '../../db/schema.ts';
import { addMembership, bearer, createdCompany, currentCompanyId, onPlan } from '../../test/factories.ts';

type Auth = Record<string, string>;
const profileOf = async (api: Api, auth: Auth, id: string) => {
  const res = await api.get(CompanyPaths.company(id), { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CompanyProfile;
};
const userIdOf = async (api: Api, auth: Auth) =>
  (await api.get('/api/basic/bootstrap', { as: auth })).json().data.profile.id as string;

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
      { name: 'HST', rateMillionths: 150000 },
      { name: 'Print levy', rateMillionths: 12500 },
    ],
  },
  ...overrides,
});

/** A save made from the profile as it is now (the version it carries is the current one). */
const save = async (api: Api, auth: Auth, id: string, payload: object) => {
  const { version } = await profileOf(api, auth, id);
  return api.put(CompanyPaths.company(id), { version, ...payload }, { as: auth });
};

/** An owner on MASTER with two companies, working in the second; and a member of the first. */
async function studio(api: Api) {
  const owner = await api.signedInOwner({ companyName: 'Alpha Studio' });
  await onPlan(api, owner.form.email, 'MASTER');
  const first = await currentCompanyId(api, owner.auth);
  const second = await createdCompany(api, owner.auth, 'Beta Studio');
  const member = await api.signedInOwner({ companyName: 'Member Home' });
  await addMembership(api, await userIdOf(api, member.auth), first);
  const switched = await api.post(CompanyPaths.switch, { companyId: first }, { as: member.auth });
  return {
    owner,
    first,
    second: second.companyId,
    auth: second.auth,
    memberAuth: bearer(switched.json().data),
  };
}

describe('the company list', () => {
  it('lists the account’s companies the user belongs to, with actions by role', async ({ api }) => {
    const { first, second, auth } = await studio(api);
    const res = await api.get(CompanyPaths.list, { as: auth });
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

  it('shows a member only their company, read-only, and no add action', async ({ api }) => {
    const { first, memberAuth } = await studio(api);
    const { companies: list, actions } = (await api.get(CompanyPaths.list, { as: memberAuth })).json().data;
    expect(list.map((c: CompanyProfile) => [c.id, c.role, c.actions])).toEqual([[first, 'member', {}]]);
    expect(actions).toEqual({});
  });

  it('offers no DELETE for the account’s only company', async ({ api }) => {
    const owner = await api.signedInOwner();
    const id = await currentCompanyId(api, owner.auth);
    expect(Object.keys((await profileOf(api, owner.auth, id)).actions).sort()).toEqual([
      'EDIT',
      'UPLOAD_LOGO',
    ]);
  });
});

describe('editing a company', () => {
  it('saves every field and replaces the tax rates in the order sent', async ({ api }) => {
    const { first, auth } = await studio(api);
    const res = await save(api, auth, first, form());
    expect(res.statusCode, res.body).toBe(200);
    const saved = await profileOf(api, auth, first);
    expect(saved).toMatchObject({
      name: 'North Shore Studio',
      email: 'hello@northshore.test',
      phone: '+1 555 0100',
      website: 'https://northshore.test',
      address: form().address,
      timeZone: 'America/Halifax',
      currency: 'CAD',
      tax: { pricesIncludeTax: true, taxNumber: 'HST 123' },
      brandColour: null,
    });
    expect(saved.tax.rates.map(({ name, rateMillionths }) => ({ name, rateMillionths }))).toEqual(
      form().tax.rates,
    );
    const second = form({
      tax: { pricesIncludeTax: false, taxNumber: '  ', rates: [{ name: 'GST', rateMillionths: 50000 }] },
    });
    await save(api, auth, first, second);
    const again = await profileOf(api, auth, first);
    expect(again.tax).toEqual({
      pricesIncludeTax: false,
      taxNumber: null,
      rates: [{ id: expect.any(String), name: 'GST', rateMillionths: 50000 }],
    });
    expect(await api.deps.db.select().from(taxRates).where(eq(taxRates.companyId, first))).toHaveLength(1);
  });

  it('answers field messages for a blank name and a bad email', async ({ api }) => {
    const { first, auth } = await studio(api);
    const res = await save(api, auth, first, form({ name: '   ', email: 'nope' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({ name: REQUIRED, email: INVALID_EMAIL });
  });

  it('keeps a rate of 8.875% as 88750 millionths, up to 1000%, and no fraction of one', async ({ api }) => {
    const { first, auth } = await studio(api);
    const rates = [
      { name: 'NY sales tax', rateMillionths: 88_750 },
      { name: 'Top', rateMillionths: 10_000_000 },
    ];
    const res = await save(api, auth, first, { tax: { rates } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await profileOf(api, auth, first);
    expect(saved.tax.rates.map(({ name, rateMillionths }) => ({ name, rateMillionths }))).toEqual(rates);
    const stored = await api.deps.db
      .select({ rate: taxRates.rateMillionths })
      .from(taxRates)
      .where(eq(taxRates.companyId, first));
    expect(stored.map((r) => r.rate).sort((a, b) => a - b)).toEqual([88_750, 10_000_000]);
    for (const rateMillionths of [10_000_001, 88_750.5, -1]) {
      const refused = await save(api, auth, first, { tax: { rates: [{ name: 'Bad', rateMillionths }] } });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await profileOf(api, auth, first)).tax.rates).toHaveLength(2);
  });

  it('saves a brand colour as #rrggbb in lower case, keeps it through other saves, and clears it with null', async ({
    api,
  }) => {
    const { first, auth } = await studio(api);
    expect((await profileOf(api, auth, first)).brandColour).toBeNull();
    const before = (await profileOf(api, auth, first)).version;
    expect((await save(api, auth, first, { brandColour: '#1F6FEB' })).statusCode).toBe(200);
    const saved = await profileOf(api, auth, first);
    expect(saved.brandColour).toBe('#1f6feb');
    // A form loaded before the colour changed is stale: the colour is part of the version.
    expect(saved.version).not.toBe(before);
    expect((await save(api, auth, first, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await profileOf(api, auth, first)).brandColour).toBe('#1f6feb');
    for (const brandColour of ['#abc', 'blue', '#1f6feb80']) {
      const refused = await save(api, auth, first, { brandColour });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields).toEqual({ brandColour: INVALID_BRAND_COLOUR });
    }
    expect((await save(api, auth, first, { brandColour: null })).statusCode).toBe(200);
    expect((await profileOf(api, auth, first)).brandColour).toBeNull();
  });

  it('refuses a member with 403 Owners only and changes nothing', async ({ api }) => {
    const { first, memberAuth } = await studio(api);
    const res = await save(api, memberAuth, first, form());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: 'Owners only' });
    expect((await profileOf(api, memberAuth, first)).name).toBe('Alpha Studio');
  });

  it('answers 404 for a company the user does not belong to, and for an id that is no id', async ({
    api,
  }) => {
    const { auth } = await studio(api);
    const stranger = await api.signedInOwner();
    const theirs = await currentCompanyId(api, stranger.auth);
    for (const id of [theirs, 'not-a-company']) {
      expect((await api.get(CompanyPaths.company(id), { as: auth })).statusCode).toBe(404);
      const put = await api.put(CompanyPaths.company(id), { ...form(), version: 'any' }, { as: auth });
      expect(put.statusCode).toBe(404);
    }
    expect((await profileOf(api, stranger.auth, theirs)).name).not.toBe('North Shore Studio');
  });
});

describe('deleting a company', () => {
  const remove = (api: Api, auth: Auth, id: string, confirmName: string) =>
    api.call({ method: 'DELETE', url: CompanyPaths.company(id), headers: auth, payload: { confirmName } });

  it('needs the name typed exactly (spaces around it aside)', async ({ api }) => {
    const { second, auth } = await studio(api);
    for (const typed of ['beta studio', 'Beta', '']) {
      const res = await remove(api, auth, second, typed);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields.confirmName).toBe(
        'Type the company name exactly as it is shown to confirm.',
      );
    }
    expect((await profileOf(api, auth, second)).name).toBe('Beta Studio');
  });

  it('deletes the current company and moves the caller, with new tokens, and every other session in it', async ({
    api,
  }) => {
    const { first, second, auth, owner } = await studio(api);
    // Another session of the same owner, working in the company to delete.
    const other = await api.post('/api/auth/login', {
      email: owner.form.email,
      password: owner.form.password,
    });
    const otherAuth = bearer(other.json().data);
    await api.post(CompanyPaths.switch, { companyId: second }, { as: otherAuth });
    const res = await remove(api, auth, second, '  Beta Studio ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      switchedTo: first,
      tokens: { access_token: expect.any(String), refresh_token: expect.any(String) },
    });
    expect(await currentCompanyId(api, bearer(res.json().data.tokens))).toBe(first);
    expect(await currentCompanyId(api, auth)).toBe(first);
    expect(await currentCompanyId(api, otherAuth)).toBe(first);
    expect(await api.deps.db.select().from(companies).where(eq(companies.id, second))).toEqual([]);
    expect((await api.get(CompanyPaths.company(second), { as: auth })).statusCode).toBe(404);
  });

  it('deleting another company leaves the caller where they are', async ({ api }) => {
    const { first, second, auth } = await studio(api);
    const res = await remove(api, auth, first, 'Alpha Studio');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ switchedTo: null, tokens: null });
    expect(await currentCompanyId(api, auth)).toBe(second);
  });

  it('never deletes the account’s last company', async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Only One' });
    const id = await currentCompanyId(api, owner.auth);
    const res = await remove(api, owner.auth, id, 'Only One');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: 'This is your only company' });
    expect((await profileOf(api, owner.auth, id)).name).toBe('Only One');
  });

  it('is for owners: a member is refused', async ({ api }) => {
    const { first, memberAuth } = await studio(api);
    const res = await remove(api, memberAuth, first, 'Alpha Studio');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorTitle).toBe('Owners only');
  });
});
