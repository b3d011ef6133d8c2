// engine-dependent: parallel creations race for the last company of the plan.
import { CompanyPaths, INVALID_EMAIL, PlanLimitText, REQUIRED, tooLong } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { companies, memberships } from '../../db/schema.ts';
import {
  addMembership,
  bearer,
  createdCompany,
  currentCompanyId,
  onPlan,
  uniqueEmail,
} from '../../test/factories.ts';

const create = (api: Api, auth: Record<string, string>, payload: object) =>
  api.post(CompanyPaths.create, payload, { as: auth });
const userIdOf = async (api: Api, auth: Record<string, string>) =>
  (await api.get('/api/basic/bootstrap', { as: auth })).json().data.profile.id as string;
const companiesOfAccountOf = async (api: Api, companyId: string) => {
  const [company] = await api.deps.db.select().from(companies).where(eq(companies.id, companyId));
  return api.deps.db
    .select()
    .from(companies)
    .where(eq(companies.businessAccountId, company!.businessAccountId));
};

describe('adding a company', () => {
  it('creates it with the current company’s time zone and currency and moves the session into it', async ({
    api,
  }) => {
    const owner = await api.signedInOwner({ timeZone: 'Europe/Lisbon', currency: 'EUR' });
    await onPlan(api, owner.form.email, 'MASTER');
    const first = await currentCompanyId(api, owner.auth);
    const res = await create(api, owner.auth, { name: '  Porto Weddings  ', email: 'Hello@Porto.TEST' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      data: {
        companyId: expect.any(String),
        tokens: { access_token: expect.any(String), refresh_token: expect.any(String) },
        taskId: null,
      },
    });
    const { companyId, tokens } = body.data;
    expect(companyId).not.toBe(first);
    expect(await currentCompanyId(api, bearer(tokens))).toBe(companyId);
    // Another tab's copy of the old token follows the session too.
    expect(await currentCompanyId(api, owner.auth)).toBe(companyId);
    const profile = await api.get(CompanyPaths.company(companyId), { as: bearer(tokens) });
    expect(profile.json().data).toMatchObject({
      name: 'Porto Weddings',
      email: 'hello@porto.test',
      timeZone: 'Europe/Lisbon',
      currency: 'EUR',
      role: 'owner',
      selected: true,
    });
  });

  it('makes both the business account’s owner and the creating owner owners of it', async ({ api }) => {
    const accountOwner = await api.signedInOwner({ companyName: 'Main Account Studio' });
    await onPlan(api, accountOwner.form.email, 'MASTER');
    const main = await currentCompanyId(api, accountOwner.auth);
    const partner = await api.signedInOwner({ companyName: 'Partner Own Studio' });
    const partnerId = await userIdOf(api, partner.auth);
    await addMembership(api, partnerId, main, 'owner');
    const switched = await api.post(CompanyPaths.switch, { companyId: main }, { as: partner.auth });
    const made = await createdCompany(api, bearer(switched.json().data), 'Partner Brand');
    const roles = await api.deps.db
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.companyId, made.companyId));
    expect(roles).toHaveLength(2);
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: partnerId, role: 'owner' },
        { userId: await userIdOf(api, accountOwner.auth), role: 'owner' },
      ]),
    );
    // It belongs to the account the partner was working in, not to the partner's own.
    expect((await companiesOfAccountOf(api, main)).map((c) => c.name).sort()).toEqual([
      'Main Account Studio',
      'Partner Brand',
    ]);
  });

  it('is for owners only: a team member is refused and nothing is created', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    const ownerCompany = await currentCompanyId(api, owner.auth);
    const member = await api.signedInOwner();
    await addMembership(api, await userIdOf(api, member.auth), ownerCompany);
    const switched = await api.post(CompanyPaths.switch, { companyId: ownerCompany }, { as: member.auth });
    const res = await create(api, bearer(switched.json().data), { name: 'Sneaky', email: uniqueEmail() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: 'Owners only' });
    expect(await companiesOfAccountOf(api, ownerCompany)).toHaveLength(1);
  });

  it('answers the spec’s messages beside each field', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    const cases: [object, Record<string, string>][] = [
      [
        { name: '', email: '' },
        { name: REQUIRED, email: REQUIRED },
      ],
      [{ name: '    ', email: 'studio@focal.test' }, { name: REQUIRED }],
      [{ name: 'x'.repeat(151), email: 'studio@focal.test' }, { name: tooLong(150) }],
      [{ name: 'Fine Name', email: 'studio-at-focal' }, { email: INVALID_EMAIL }],
      [{ name: 'Fine Name', email: 'studio@focal' }, { email: INVALID_EMAIL }],
      [{ name: 'Fine Name', email: `${'x'.repeat(140)}@focal.test` }, { email: tooLong(150) }],
      [{ name: 'Fine Name' }, { email: REQUIRED }],
    ];
    for (const [payload, fields] of cases) {
      const res = await create(api, owner.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'ValidationFailed', data: { fields } });
      expect(Object.keys(res.json().data.fields).sort()).toEqual(Object.keys(fields).sort());
    }
    const exactly150 = await create(api, owner.auth, { name: 'x'.repeat(150), email: uniqueEmail() });
    expect(exactly150.statusCode, exactly150.body).toBe(200);
  });
});

describe('the plan’s company limit', () => {
  for (const tier of ['STARTER', 'PRO'] as const) {
    it(`refuses a second company on ${tier} with the upgrade banner data`, async ({ api }) => {
      const owner = await api.signedInOwner();
      await onPlan(api, owner.form.email, tier);
      const res = await create(api, owner.auth, { name: 'One Too Many', email: uniqueEmail() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        errorCode: 'AccessLimitation',
        errorTitle: 'Plan limit reached',
        errorMessage: PlanLimitText.companiesMax,
        data: {
          feature: { type: 'COMPANIES', maxNumber: 1 },
          upgradePlan: { planTier: 'MASTER' },
          currentPlan: { planTier: tier, planTierName: tier === 'PRO' ? 'Pro' : 'Starter' },
          actions: { UPGRADE: { url: '/subscription/plans?planTier=MASTER' } },
          resourcesLinks: { UPGRADE_PLAN: { url: '/subscription/plans?planTier=MASTER' } },
        },
      });
      expect(await companiesOfAccountOf(api, await currentCompanyId(api, owner.auth))).toHaveLength(1);
    });
  }

  it('lets exactly one of ten parallel creations at the limit minus one through', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    const first = await currentCompanyId(api, owner.auth);
    let auth = owner.auth;
    for (let i = 2; i <= 4; i++) auth = (await createdCompany(api, auth, `Brand ${i}`)).auth;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(api, auth, { name: `Racer ${i}`, email: uniqueEmail() })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(403)]);
    for (const refused of results.filter((r) => r.statusCode === 403)) {
      expect(refused.json()).toMatchObject({
        errorCode: 'AccessLimitation',
        errorMessage: PlanLimitText.companiesMax,
        data: { feature: { type: 'COMPANIES', maxNumber: 5 }, currentPlan: { planTier: 'MASTER' } },
      });
    }
    expect(await companiesOfAccountOf(api, first)).toHaveLength(5);
  });
});
