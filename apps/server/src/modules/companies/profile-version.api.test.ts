import { CompanyPaths, type CompanyProfile } from '@focal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxRates } from '../../db/schema.ts';
import { currentCompanyId, signedInOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 10: the landing page after adding a company loaded its form before the import ran, and its
 * save wiped the imported phone, address and tax rates. A save now carries only the fields changed
 * and the version it was made from; a save on an older version is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const profileOf = async (auth: Auth, id: string) => {
  const res = await t.call({ method: 'GET', url: CompanyPaths.company(id), headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CompanyProfile;
};
const put = (auth: Auth, id: string, payload: object) =>
  t.call({ method: 'PUT', url: CompanyPaths.company(id), headers: auth, payload });

/** A company with the details an import brings: phone, address, tax rates. */
async function importedCompany() {
  const owner = await signedInOwner(t, { companyName: 'Imported Studio' });
  const id = await currentCompanyId(t, owner.auth);
  const { version } = await profileOf(owner.auth, id);
  const res = await put(owner.auth, id, {
    version,
    phone: '+44 20 7946 0000',
    address: { line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
    tax: { rates: [{ name: 'VAT', rateBasisPoints: 2000 }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { auth: owner.auth, id };
}

describe('a company save', () => {
  it('changes only the fields it sends', async () => {
    const { auth, id } = await importedCompany();
    const before = await profileOf(auth, id);
    const res = await put(auth, id, {
      version: before.version,
      website: 'https://imported.test',
      address: { line2: 'Flat 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await profileOf(auth, id);
    expect(after).toMatchObject({
      name: before.name,
      email: before.email,
      phone: '+44 20 7946 0000',
      website: 'https://imported.test',
      address: { line1: '10 Downing Street', line2: 'Flat 2', city: 'London', country: 'GB' },
      timeZone: before.timeZone,
      currency: before.currency,
    });
    expect(after.tax.rates.map((r) => [r.name, r.rateBasisPoints])).toEqual([['VAT', 2000]]);
    expect(after.version).not.toBe(before.version);
    expect(res.json().data.version).toBe(after.version);
  });

  it('saves the tax rates alone, or nothing at all, without touching the rest', async () => {
    const { auth, id } = await importedCompany();
    const before = await profileOf(auth, id);
    const rates = await put(auth, id, {
      version: before.version,
      tax: { rates: [{ name: 'Reduced', rateBasisPoints: 500 }] },
    });
    expect(rates.statusCode, rates.body).toBe(200);
    const after = await profileOf(auth, id);
    expect(after.tax.rates.map((r) => r.name)).toEqual(['Reduced']);
    expect(after.phone).toBe('+44 20 7946 0000');
    const nothing = await put(auth, id, { version: after.version });
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json().data.version).toBe(after.version);
  });

  it('answers 409 StaleVersion, changing nothing, when the company changed since the form loaded', async () => {
    const owner = await signedInOwner(t, { companyName: 'Landing Studio' });
    const id = await currentCompanyId(t, owner.auth);
    const loaded = await profileOf(owner.auth, id);
    // The import runs after the landing page loaded: its tax rates arrive in the company.
    await t.deps.db.insert(taxRates).values({ companyId: id, name: 'VAT', rateBasisPoints: 2000 });
    const res = await put(owner.auth, id, { version: loaded.version, website: 'https://landing.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: 'StaleVersion',
      errorTitle: 'This company changed while you were editing',
      errorMessage: expect.stringContaining('Reload to see its current details'),
      data: null,
    });
    const now = await profileOf(owner.auth, id);
    expect(now.website).toBeNull();
    expect(now.tax.rates.map((r) => r.name)).toEqual(['VAT']);
  });

  it('refuses the second of two saves made from the same version (another tab)', async () => {
    const { auth, id } = await importedCompany();
    const { version } = await profileOf(auth, id);
    expect((await put(auth, id, { version, phone: '+44 1' })).statusCode).toBe(200);
    const second = await put(auth, id, { version, phone: '+44 2' });
    expect(second.statusCode).toBe(409);
    expect((await profileOf(auth, id)).phone).toBe('+44 1');
  });

  it('needs the version: a save without one is a validation error', async () => {
    const { auth, id } = await importedCompany();
    const res = await put(auth, id, { website: 'https://x.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('ValidationFailed');
  });
});
