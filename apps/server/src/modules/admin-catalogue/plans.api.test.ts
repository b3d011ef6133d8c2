// engine-dependent: a catalogue change reaches other processes by LISTEN/NOTIFY.
import { type AdminPlan, CompanyPaths, PlanLimitText } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { createdCompany, onPlan, uniqueEmail } from '../../test/factories.ts';
import { CONTEXT_CHANGED_CHANNEL } from '../account-context/channel.ts';
import { auditOf } from './test-support.ts';

let admin: Record<string, string>;
// The demo (and its administrator) is seeded on an empty database only: before anyone signs up.
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
});

const listPlans = async (api: Api) => {
  const res = await api.get('/api/admin/plans', { as: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.plans as AdminPlan[];
};
const updatePlan = (api: Api, planId: string, body: unknown) =>
  api.put(`/api/admin/plans/${planId}`, body, { as: admin });

describe("the console's plans", () => {
  it('lists every plan of the catalogue with its price in minor units and its limits', async ({ api }) => {
    const plans = await listPlans(api);
    expect(plans.map((p) => p.planId).sort()).toEqual([
      'MASTER_ANNUAL',
      'MASTER_MONTHLY',
      'PRO_ANNUAL',
      'PRO_MONTHLY',
      'STARTER_ANNUAL',
      'STARTER_MONTHLY',
    ]);
    expect(plans.find((p) => p.planId === 'PRO_MONTHLY')).toEqual({
      planId: 'PRO_MONTHLY',
      tier: 'PRO',
      name: 'Pro',
      billingPeriod: 'MONTHLY',
      priceMinor: 3900,
      currency: 'USD',
      limits: {
        activeJobs: null,
        companies: 1,
        users: 3,
        bookingForms: 5,
        contactForms: 5,
        automations: true,
      },
      active: true,
    });
  });

  it('applies a lowered company limit to the next company at once; the companies there stay', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    // The first creation reads (and caches) the catalogue: the change below must drop that copy.
    const second = await createdCompany(api, owner.auth, 'Second Brand');

    const res = await updatePlan(api, 'MASTER_ANNUAL', { limits: { companies: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.limits.companies).toBe(2);
    // Limits are the tier's: the monthly row, which plans/limits.ts reads, changed too.
    const master = (await listPlans(api)).filter((p) => p.tier === 'MASTER');
    expect(master.map((p) => p.limits.companies)).toEqual([2, 2]);

    const refused = await api.post(
      CompanyPaths.create,
      { name: 'Third Brand', email: uniqueEmail('brand'), toImportData: null },
      { as: second.auth },
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'AccessLimitation',
      errorMessage: PlanLimitText.companiesMax,
      data: { feature: { type: 'COMPANIES', maxNumber: 2 }, currentPlan: { planTier: 'MASTER' } },
    });
    const companies = (await api.get(CompanyPaths.create, { as: second.auth })).json().data;
    expect(JSON.stringify(companies)).toContain('Second Brand');

    // Lowered below what the account has: nothing is removed, only the next one is refused.
    expect((await updatePlan(api, 'MASTER_MONTHLY', { limits: { companies: 1 } })).statusCode).toBe(200);
    expect(JSON.stringify((await api.get(CompanyPaths.create, { as: second.auth })).json().data)).toContain(
      'Second Brand',
    );
    expect((await updatePlan(api, 'MASTER_MONTHLY', { limits: { companies: 5 } })).statusCode).toBe(200);
    await createdCompany(api, second.auth, 'Third Brand');
  });

  it('changes the price and sale of the plan addressed only, and audits each row changed', async ({
    api,
  }) => {
    const before = (await listPlans(api)).find((p) => p.planId === 'STARTER_ANNUAL')!;
    const res = await updatePlan(api, 'STARTER_ANNUAL', { priceMinor: 17_900, active: false, name: 'Solo' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as AdminPlan;
    expect(after).toEqual({ ...before, priceMinor: 17_900, active: false, name: 'Solo' });
    const monthly = (await listPlans(api)).find((p) => p.planId === 'STARTER_MONTHLY')!;
    expect(monthly).toMatchObject({ priceMinor: 1900, active: true, name: 'Solo' });

    const annualAudit = await auditOf(api, 'plan', 'STARTER_ANNUAL');
    expect(annualAudit.at(-1)).toMatchObject({ action: 'plan.update', before, after });
    const monthlyAudit = await auditOf(api, 'plan', 'STARTER_MONTHLY');
    expect(monthlyAudit.at(-1)).toMatchObject({
      action: 'plan.update',
      before: { ...monthly, name: 'Starter' },
      after: monthly,
    });
    // Off sale: the studio's plan list no longer offers it.
    const owner = await api.signedInOwner();
    const onSale = (await api.get('/api/basic/v1/subscription/plans', { as: owner.auth })).json().data;
    expect(onSale.plans.map((p: { planId: string }) => p.planId)).not.toContain('STARTER_ANNUAL');
    await updatePlan(api, 'STARTER_ANNUAL', { active: true, name: 'Starter', priceMinor: 19_000 });
  });

  it('tells every API process to drop its copy of the catalogue when a change commits', async ({ api }) => {
    let heard = 0;
    const stop = await api.deps.database.listen(CONTEXT_CHANGED_CHANNEL, () => heard++);
    try {
      expect((await updatePlan(api, 'PRO_MONTHLY', { limits: { users: 4 } })).statusCode).toBe(200);
      await expect.poll(() => heard).toBeGreaterThan(0);
    } finally {
      await stop();
      await updatePlan(api, 'PRO_MONTHLY', { limits: { users: 3 } });
    }
  });

  it('refuses what is not a plan change with the fields named (400), and an unknown plan (404)', async ({
    api,
  }) => {
    const cases: [unknown, string][] = [
      [{ priceMinor: -1 }, 'priceMinor'],
      [{ priceMinor: 19.5 }, 'priceMinor'],
      [{ limits: { companies: 0 } }, 'limits.companies'],
      [{ limits: { users: 2.5 } }, 'limits.users'],
      [{ name: '   ' }, 'name'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ currency: 'EUR' }, 'currency'],
      [{}, '(body)'],
    ];
    for (const [body, field] of cases) {
      const res = await updatePlan(api, 'PRO_MONTHLY', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        errorTitle: 'Please check the form',
      });
      expect(Object.keys(res.json().data.fields), JSON.stringify(body)).toContain(field);
    }
    const unknown = await updatePlan(api, 'GOLD_MONTHLY', { priceMinor: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('NotFound');
    expect((await listPlans(api)).find((p) => p.planId === 'PRO_MONTHLY')!.priceMinor).toBe(3900);
  });
});
