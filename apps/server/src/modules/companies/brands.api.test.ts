import { type BrandsData, CompanyPaths } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { DEMO_COMPANIES, DEMO_OWNER, seedDemo } from '../../db/seed/demo.ts';
import {
  addMembership,
  bearer,
  createdCompany,
  currentCompanyId,
  onPlan,
  randomIp,
} from '../../test/factories.ts';

// Seeding happens only on an empty database: before any test signs up.
it.beforeAll(async ({ api }) => {
  expect(await seedDemo(api.deps.db)).toBe(true);
});

async function brandsOf(api: Api, auth: Record<string, string>): Promise<BrandsData> {
  const res = await api.get(CompanyPaths.brands, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BrandsData;
}

describe('the ACCOUNT_BRANDS dropdown', () => {
  it('is linked from bootstrap', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.get('/api/basic/bootstrap', { as: auth });
    expect(res.json().data.profile.resourcesLinks.ACCOUNT_BRANDS).toEqual({ url: CompanyPaths.brands });
  });

  it("lists the user's companies by name with the current one selected", async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Marigold Weddings' });
    await onPlan(api, owner.form.email, 'MASTER');
    const first = await currentCompanyId(api, owner.auth);
    const second = await createdCompany(api, owner.auth, 'Aster Portraits');
    const data = await brandsOf(api, second.auth);
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

  it('offers ADD_NEW_BRAND to an owner while the plan has room', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    expect((await brandsOf(api, owner.auth)).actions).toEqual({
      ADD_NEW_BRAND: { url: CompanyPaths.create, method: 'POST' },
    });
  });

  it('offers UPGRADE_PLAN (MASTER) to an owner on STARTER or PRO at its one company', async ({ api }) => {
    for (const tier of ['STARTER', 'PRO'] as const) {
      const owner = await api.signedInOwner();
      await onPlan(api, owner.form.email, tier);
      expect((await brandsOf(api, owner.auth)).actions).toEqual({
        UPGRADE_PLAN: {
          url: '/subscription/plans?planTier=MASTER&limit=COMPANIES',
          preferences: { planTier: 'MASTER' },
        },
      });
    }
  });

  it('offers nothing on MASTER at its five companies (no higher tier)', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    let auth = owner.auth;
    for (let i = 2; i <= 5; i++) auth = (await createdCompany(api, auth, `Brand ${i}`)).auth;
    const data = await brandsOf(api, auth);
    expect(data.authorizedCompanies.brands).toHaveLength(5);
    expect(data.actions).toEqual({});
  });

  it('offers a team member neither action, and lists only the companies they belong to', async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Owner Studio' });
    await onPlan(api, owner.form.email, 'MASTER');
    const ownerCompany = await currentCompanyId(api, owner.auth);
    await createdCompany(api, owner.auth, 'Not Shared');
    const member = await api.signedInOwner({ companyName: 'Member Own Studio' });
    const memberId = (await api.get('/api/basic/bootstrap', { as: member.auth })).json().data.profile
      .id as string;
    await addMembership(api, memberId, ownerCompany);
    const switched = await api.post(CompanyPaths.switch, { companyId: ownerCompany }, { as: member.auth });
    const data = await brandsOf(api, bearer(switched.json().data));
    expect(data.authorizedCompanies.brands.map((b) => [b.name, b.selected])).toEqual([
      ['Member Own Studio', false],
      ['Owner Studio', true],
    ]);
    expect(data.actions).toEqual({});
  });

  it('needs a signed-in user', async ({ api }) => {
    const res = await api.get(CompanyPaths.brands);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('450');
  });
});

describe('the demo studio', () => {
  it('has two companies on an active MASTER plan with no end, and signs in to the first', async ({ api }) => {
    const login = await api.post('/api/auth/login', DEMO_OWNER, { ip: randomIp() });
    expect(login.statusCode, login.body).toBe(200);
    const auth = bearer(login.json().data);
    const boot = (await api.get('/api/basic/bootstrap', { as: auth })).json().data;
    expect(boot.subscription.currentPlan).toMatchObject({ planTier: 'MASTER', subscriptionType: 'PAID' });
    expect(boot.subscription.accessTill).toBeNull();
    expect(boot.authorizedCompany.name).toBe(DEMO_COMPANIES[0]);
    const res = await api.get(CompanyPaths.brands, { as: auth });
    const data = res.json().data as BrandsData;
    expect(data.authorizedCompanies.brands.map((b) => b.name)).toEqual([...DEMO_COMPANIES]);
    expect(data.actions.ADD_NEW_BRAND).toBeDefined();
    const portraits = data.authorizedCompanies.brands[1]!.id;
    const profile = await api.get(CompanyPaths.company(portraits), { as: auth });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.tax.rates.map((r: { name: string }) => r.name)).toEqual([
      'Sales tax',
      'Print surcharge',
    ]);
  });
});
