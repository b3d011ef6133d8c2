import { CompanyPaths, type CompanyProfile } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { taxRates } from '../../db/schema.ts';
import { currentCompanyId } from '../../test/factories.ts';

/**
 * Issue 10: the landing page after adding a company loaded its form before the import ran, and its
 * save wiped the imported phone, address and tax rates. A save now carries only the fields changed
 * and the version it was made from; a save on an older version is refused.
 */

type Auth = Record<string, string>;
const profileOf = async (api: Api, auth: Auth, id: string) => {
  const res = await api.get(CompanyPaths.company(id), { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CompanyProfile;
};
const put = (api: Api, auth: Auth, id: string, payload: object) =>
  api.call({ method: 'PUT', url: CompanyPaths.company(id), headers: auth, payload });

/** A company with the details an import brings: phone, address, tax rates. */
async function importedCompany(api: Api) {
  const owner = await api.signedInOwner({ companyName: 'Imported Studio' });
  const id = await currentCompanyId(api, owner.auth);
  const { version } = await profileOf(api, owner.auth, id);
  const res = await put(api, owner.auth, id, {
    version,
    phone: '+44 20 7946 0000',
    address: { line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
    tax: { rates: [{ name: 'VAT', rateMillionths: 200000 }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { auth: owner.auth, id };
}

describe('a company save', () => {
  it('changes only the fields it sends', async ({ api }) => {
    const { auth, id } = await importedCompany(api);
    const before = await profileOf(api, auth, id);
    const res = await put(api, auth, id, {
      version: before.version,
      website: 'https://imported.test',
      address: { line2: 'Flat 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await profileOf(api, auth, id);
    expect(after).toMatchObject({
      name: before.name,
      email: before.email,
      phone: '+44 20 7946 0000',
      website: 'https://imported.test',
      address: { line1: '10 Downing Street', line2: 'Flat 2', city: 'London', country: 'GB' },
      timeZone: before.timeZone,
      currency: before.currency,
    });
    expect(after.tax.rates.map((r) => [r.name, r.rateMillionths])).toEqual([['VAT', 200000]]);
    expect(after.version).not.toBe(before.version);
    expect(res.json().data.version).toBe(after.version);
  });

  it('saves the tax rates alone, or nothing at all, without touching the rest', async ({ api }) => {
    const { auth, id } = await importedCompany(api);
    const before = await profileOf(api, auth, id);
    const rates = await put(api, auth, id, {
      version: before.version,
      tax: { rates: [{ name: 'Reduced', rateMillionths: 50000 }] },
    });
    expect(rates.statusCode, rates.body).toBe(200);
    const after = await profileOf(api, auth, id);
    expect(after.tax.rates.map((r) => r.name)).toEqual(['Reduced']);
    expect(after.phone).toBe('+44 20 7946 0000');
    const nothing = await put(api, auth, id, { version: after.version });
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json().data.version).toBe(after.version);
  });

  it('answers 409 StaleVersion, changing nothing, when the company changed since the form loaded', async ({
    api,
  }) => {
    const owner = await api.signedInOwner({ companyName: 'Landing Studio' });
    const id = await currentCompanyId(api, owner.auth);
    const loaded = await profileOf(api, owner.auth, id);
    // The import runs after the landing page loaded: its tax rates arrive in the company.
    await api.deps.db.insert(taxRates).values({ companyId: id, name: 'VAT', rateMillionths: 200000 });
    const res = await put(api, owner.auth, id, { version: loaded.version, website: 'https://landing.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: 'StaleVersion',
      errorTitle: 'This company changed while you were editing',
      errorMessage: expect.stringContaining('Reload to see its current details'),
      data: null,
    });
    const now = await profileOf(api, owner.auth, id);
    expect(now.website).toBeNull();
    expect(now.tax.rates.map((r) => r.name)).toEqual(['VAT']);
  });

  it('refuses the second of two saves made from the same version (another tab)', async ({ api }) => {
    const { auth, id } = await importedCompany(api);
    const { version } = await profileOf(api, auth, id);
    expect((await put(api, auth, id, { version, phone: '+44 1' })).statusCode).toBe(200);
    const second = await put(api, auth, id, { version, phone: '+44 2' });
    expect(second.statusCode).toBe(409);
    expect((await profileOf(api, auth, id)).phone).toBe('+44 1');
  });

  it('needs the version: a save without one is a validation error', async ({ api }) => {
    const { auth, id } = await importedCompany(api);
    const res = await put(api, auth, id, { website: 'https://x.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('ValidationFailed');
  });
});
