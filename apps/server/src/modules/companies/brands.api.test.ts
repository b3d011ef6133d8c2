import { type BrandsData, CompanyPaths } from '@focal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_OWNER, seedDemo } from '../../db/seed/demo.ts';
import {
  addMembership,
  bearer,
  createdCompany,
  currentCompanyId,
  onPlan,
  randomIp,
  signedInOwner,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function brandsOf(auth: Record<string, string>): Promise<BrandsData> {
  const res = await t.call({ method: 'GET', url: CompanyPaths.brands, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BrandsData;
}

describe('the ACCOUNT_BRANDS dropdown', () => {
  it('is linked from bootstrap', async () => {
    const { auth } = await signedInOwner(t);
    const res = await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: auth });
    expect(res.json().data.profile.resourcesLinks.ACCOUNT_BRANDS).toEqual({ url: CompanyPaths.brands });
  });

  it("lists the user's companies by name with the current one selected", async () => {
    const owner = await signedInOwner(t, { companyName: 'Marigold Weddings' });
    await onPlan(t, owner.form.email, 'MASTER');
    const first = await currentCompanyId(t, owner.auth);
    const second = await createdCompany(t, owner.auth, 'Aster Portraits');
    const data = await brandsOf(second.auth);
    expect(data.authorizedCompanies.brands).toEqual([
      {
        id: second.companyId,
        name: 'Aster Portraits',
        companyId: second.companyId,
        companyName: 'Aster Portraits',
        logoUrl: null,
        selected: true,
        email: expect.stringMatching(/^brand-.*@focal\.test$/),
      },
      {
        id: first,
        name: 'Marigold Weddings',
        companyId: first,
        companyName: 'Marigold Weddings',
        logoUrl: null,
        selected: false,
        email: owner.form.email,
      },
    ]);
  });

  it('offers ADD_NEW_BRAND to an owner while the plan has room', async () => {
    const owner = await signedInOwner(t);
    await onPlan(t, owner.form.email, 'MASTER');
    expect((await brandsOf(owner.auth)).actions).toEqual({
      ADD_NEW_BRAND: { url: CompanyPaths.create, method: 'POST' },
    });
  });

  it('offers UPGRADE_PLAN (MASTER) to an owner on STARTER or PRO at its one company', async () => {
    for (const tier of ['STARTER', 'PRO'] as const) {
      const owner = await signedInOwner(t);
      await onPlan(t, owner.form.email, tier);
      expect((await brandsOf(owner.auth)).actions).toEqual({
        UPGRADE_PLAN: { url: '/subscription/plans?planTier=MASTER', preferences: { planTier: 'MASTER' } },
      });
    }
  });

  it('offers nothing on MASTER at its five companies (no higher tier)', async () => {
    const owner = await signedInOwner(t);
    await onPlan(t, owner.form.email, 'MASTER');
    let auth = owner.auth;
    for (let i = 2; i <= 5; i++) auth = (await createdCompany(t, auth, `Brand ${i}`)).auth;
    const data = await brandsOf(auth);
    expect(data.authorizedCompanies.brands).toHaveLength(5);
    expect(data.actions).toEqual({});
  });

  it('offers a team member neither action, and lists only the companies they belong to', async () => {
    const owner = await signedInOwner(t, { companyName: 'Owner Studio' });
    await onPlan(t, owner.form.email, 'MASTER');
    const ownerCompany = await currentCompanyId(t, owner.auth);
    await createdCompany(t, owner.auth, 'Not Shared');
    const member = await signedInOwner(t, { companyName: 'Member Own Studio' });
    const memberId = (
      await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: member.auth })
    ).json().data.profile.id as string;
    await addMembership(t, memberId, ownerCompany);
    const switched = await t.call({
      method: 'POST',
      url: CompanyPaths.switch,
      headers: member.auth,
      payload: { companyId: ownerCompany },
    });
    const data = await brandsOf(bearer(switched.json().data));
    expect(data.authorizedCompanies.brands.map((b) => [b.name, b.selected])).toEqual([
      ['Member Own Studio', false],
      ['Owner Studio', true],
    ]);
    expect(data.actions).toEqual({});
  });

  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: CompanyPaths.brands });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('450');
  });
});

describe('the demo studio', () => {
  // Seeding happens only on an empty database: a database of its own.
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    expect(await seedDemo(demo.deps.db)).toBe(true);
  });
  afterAll(() => demo.close());

  it('has two companies on an active MASTER plan with no end, and signs in to the first', async () => {
    const login = await demo.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_OWNER,
      ip: randomIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const auth = bearer(login.json().data);
    const boot = (await demo.call({ method: 'GET', url: '/api/basic/bootstrap', headers: auth })).json().data;
    expect(boot.subscription.currentPlan).toMatchObject({ planTier: 'MASTER', subscriptionType: 'PAID' });
    expect(boot.subscription.accessTill).toBeNull();
    expect(boot.authorizedCompany.name).toBe(DEMO_COMPANIES[0]);
    const res = await demo.call({ method: 'GET', url: CompanyPaths.brands, headers: auth });
    const data = res.json().data as BrandsData;
    expect(data.authorizedCompanies.brands.map((b) => b.name)).toEqual([...DEMO_COMPANIES]);
    expect(data.actions.ADD_NEW_BRAND).toBeDefined();
    const portraits = data.authorizedCompanies.brands[1]!.id;
    const profile = await demo.call({ method: 'GET', url: CompanyPaths.company(portraits), headers: auth });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.tax.rates.map((r: { name: string }) => r.name)).toEqual([
      'Sales tax',
      'Print surcharge',
    ]);
  });
});
