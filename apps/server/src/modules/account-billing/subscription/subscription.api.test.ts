import {
  BackgroundTaskPaths,
  CompanyPaths,
  ErrorCode,
  type Plan,
  type SubscriptionData,
  SubscriptionPaths,
  type SubscriptionStatus,
  TeamPaths,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { businessAccounts, plans, subscriptions, users } from '../../../db/schema.ts';
import { createdCompany, joinedMember, onPlan, uniqueEmail } from '../../../test/factories.ts';
import { invalidatePlanCatalogue } from '../plans/catalogue.ts';

type Auth = Record<string, string>;
const DAY = 86_400_000;
const statusOf = async (api: Api, auth: Auth) => {
  const res = await api.get(SubscriptionPaths.status, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SubscriptionData;
};

/** Test setup: puts an owner's subscription in a state, as the payment provider or time would. */
async function setSubscription(
  api: Api,
  email: string,
  values: { status: SubscriptionStatus; accessTill: Date | null },
) {
  const [account] = await api.deps.db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .innerJoin(users, eq(users.id, businessAccounts.ownerUserId))
    .where(eq(users.email, email));
  await api.deps.db.update(subscriptions).set(values).where(eq(subscriptions.businessAccountId, account!.id));
  // The NOTIFY of another process may take a network trip on PostgreSQL; this process knows now.
  api.deps.contextCache.invalidate();
  return account!.id;
}
describe('the plan catalogue', () => {
  it("counts the account's companies, so a plan allowing fewer can say so before it is paid for", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const count = async () =>
      (await api.get(SubscriptionPaths.plans, { as: owner.auth })).json().data.companyCount;
    expect(await count()).toBe(1);
    await onPlan(api, owner.form.email, 'MASTER');
    await createdCompany(api, owner.auth, 'Second Brand');
    await createdCompany(api, owner.auth, 'Third Brand');
    expect(await count()).toBe(3);
  });

  it('lists the default plans from the database, with prices, limits and the current plan marked', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const res = await api.get(SubscriptionPaths.plans, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.plans as Plan[];
    expect(list.map((p) => p.planId).sort()).toEqual(
      [
        'MASTER_ANNUAL',
        'MASTER_MONTHLY',
        'PRO_ANNUAL',
        'PRO_MONTHLY',
        'STARTER_ANNUAL',
        'STARTER_MONTHLY',
      ].sort(),
    );
    const byId = Object.fromEntries(list.map((p) => [p.planId, p]));
    expect(byId.STARTER_MONTHLY).toMatchObject({
      tier: 'STARTER',
      name: 'Starter',
      billingPeriod: 'MONTHLY',
      price: 1900,
      currency: 'USD',
      limits: { activeJobs: 5, companies: 1, users: 1, bookingForms: 1, contactForms: 1, automations: false },
      current: false,
      trial: false,
    });
    expect(byId.PRO_MONTHLY).toMatchObject({
      name: 'Pro',
      limits: {
        activeJobs: null,
        companies: 1,
        users: 3,
        bookingForms: 5,
        contactForms: 5,
        automations: true,
      },
      // A new account's 14-day trial is on PRO monthly: the trial's plan, not paid, so buyable.
      current: false,
      trial: true,
    });
    expect(byId.MASTER_ANNUAL).toMatchObject({
      price: 69000,
      limits: { activeJobs: null, companies: 5, users: 10, bookingForms: null, contactForms: null },
    });
  });

  it('drives the limits: a catalogue edit changes what an account may create', async ({ api }) => {
    const owner = await api.signedInOwner(); // PRO trial: one company
    const create = () =>
      api.post(
        CompanyPaths.create,
        { name: 'Second Brand', email: uniqueEmail('brand'), toImportData: null },
        { as: owner.auth },
      );
    const refused = await create();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errorCode).toBe(ErrorCode.AccessLimitation);

    await api.deps.db.update(plans).set({ companies: 2 }).where(eq(plans.tier, 'PRO'));
    invalidatePlanCatalogue();
    try {
      const allowed = await create();
      expect(allowed.statusCode, allowed.body).toBe(200);
      const listed = (await api.get(SubscriptionPaths.plans, { as: owner.auth })).json().data.plans as Plan[];
      expect(listed.find((p) => p.planId === 'PRO_MONTHLY')!.limits.companies).toBe(2);
    } finally {
      await api.deps.db.update(plans).set({ companies: 1 }).where(eq(plans.tier, 'PRO'));
      invalidatePlanCatalogue();
    }
  });

  it('leaves out plans that are no longer sold', async ({ api }) => {
    const owner = await api.signedInOwner();
    await api.deps.db.update(plans).set({ active: false }).where(eq(plans.planId, 'MASTER_ANNUAL'));
    invalidatePlanCatalogue();
    try {
      const list = (await api.get(SubscriptionPaths.plans, { as: owner.auth })).json().data.plans as Plan[];
      expect(list.map((p) => p.planId)).not.toContain('MASTER_ANNUAL');
      expect(list).toHaveLength(5);
    } finally {
      await api.deps.db.update(plans).set({ active: true }).where(eq(plans.planId, 'MASTER_ANNUAL'));
      invalidatePlanCatalogue();
    }
  });
});

describe('subscription status', () => {
  it("answers a trial's subscription data with the spec's links, and bootstrap serves the same", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const data = await statusOf(api, owner.auth);
    expect(data.currentPlan).toMatchObject({
      planName: 'Pro',
      planTier: 'PRO',
      subscriptionType: 'TRIAL',
      billingPeriod: 'MONTHLY',
    });
    expect(data.planId).toBe('PRO_MONTHLY');
    expect(data.status).toBe('trialing');
    expect(Date.parse(data.accessTill!) - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect(data.resourcesLinks).toEqual({
      SUBSCRIPTION_PLANS: { url: '/subscription/plans' },
      SUBSCRIPTION_ANNOUNCEMENTS: { url: SubscriptionPaths.announcements },
    });
    expect(data.actions).toEqual({});

    // The company dropdown (another account's company may be live) and the task banners still answer.
    for (const url of [CompanyPaths.brands, BackgroundTaskPaths.banners]) {
      expect((await api.get(url, { as: owner.auth })).statusCode, url).toBe(200);
    }

    const boot = await api.get('/api/basic/bootstrap', { as: owner.auth });
    expect(boot.json().data.subscription).toEqual(data);
    const announcements = await api.get(SubscriptionPaths.announcements, { as: owner.auth });
    expect(announcements.statusCode, announcements.body).toBe(200);
    // A trial gets the default trial announcement (announcements.api.test.ts checks them all).
    expect(announcements.json().data.announcements[0].web.htmlText).toMatch(
      /^Your free trial of <b>Pro<\/b>/,
    );
  });

  it('offers COMPLETE_PAYMENT while a renewal failed (past due), and not once paid', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    expect((await statusOf(api, owner.auth)).actions).toEqual({});
    await setSubscription(api, owner.form.email, {
      status: 'past_due',
      accessTill: new Date(Date.now() + 3 * DAY),
    });
    const data = await statusOf(api, owner.auth);
    expect(data.actions).toEqual({ COMPLETE_PAYMENT: { url: '/subscription/checkout?complete=1' } });
    expect(data.currentPlan).toMatchObject({ planName: 'Master', subscriptionType: 'PAID' });
    expect((await api.get(TeamPaths.team, { as: owner.auth })).statusCode).toBe(200); // still works in its grace period
  });

  it('asks the client to open the plans after an owner signs in near a trial’s end or past due', async ({
    api,
  }) => {
    const showPlans = async (auth: Auth) => {
      const res = await api.get('/api/basic/bootstrap', { as: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.profile.preferences.postLogin.showPlans as boolean;
    };
    const owner = await api.signedInOwner();
    expect(await showPlans(owner.auth)).toBe(false); // a new 14-day trial
    await setSubscription(api, owner.form.email, {
      status: 'trialing',
      accessTill: new Date(Date.now() + 2 * DAY),
    });
    expect(await showPlans(owner.auth)).toBe(true);
    await setSubscription(api, owner.form.email, {
      status: 'active',
      accessTill: new Date(Date.now() + 2 * DAY),
    });
    expect(await showPlans(owner.auth)).toBe(false);
    await setSubscription(api, owner.form.email, {
      status: 'past_due',
      accessTill: new Date(Date.now() + 5 * DAY),
    });
    expect(await showPlans(owner.auth)).toBe(true);
  });

  it('offers owners the plans in their profile, and members not (they cannot pay)', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    const linksOf = async (auth: Auth) =>
      (await api.get('/api/basic/bootstrap', { as: auth })).json().data.profile.resourcesLinks as Record<
        string,
        unknown
      >;
    expect((await linksOf(owner.auth)).SUBSCRIPTION_PLANS).toEqual({ url: '/subscription/plans' });
    expect((await linksOf(member.auth)).SUBSCRIPTION_PLANS).toBeUndefined();
  });

  it('needs a signed-in user', async ({ api }) => {
    const res = await api.get(SubscriptionPaths.status);
    expect(res.statusCode).toBe(401);
  });
});

describe('an expired trial (401 "210")', () => {
  it('is refused on company routes, yet bootstrap, status and plans answer so the client can renew', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    expect((await api.get(TeamPaths.team, { as: owner.auth })).statusCode).toBe(200);
    await setSubscription(api, owner.form.email, {
      status: 'trialing',
      accessTill: new Date(Date.now() - 60_000),
    });

    for (const url of [TeamPaths.team, CompanyPaths.list]) {
      const refused = await api.get(url, { as: owner.auth });
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json()).toMatchObject({
        errorCode: ErrorCode.SubscriptionExpired,
        data: { resourcesLinks: { SUBSCRIPTION_PLANS: { url: '/subscription/plans' } } },
      });
      expect(refused.json().errorMessage).toMatch(/ended/);
    }

    const boot = await api.get('/api/basic/bootstrap', { as: owner.auth });
    expect(boot.statusCode, boot.body).toBe(200);
    expect(boot.json().data.subscription.currentPlan).toBeNull();
    const status = await statusOf(api, owner.auth);
    expect(status.currentPlan).toBeNull();
    expect(status.planId).toBe('PRO_MONTHLY');
    const list = await api.get(SubscriptionPaths.plans, { as: owner.auth });
    expect(list.statusCode).toBe(200);
    expect((list.json().data.plans as Plan[]).some((p) => p.current)).toBe(false);

    // A plan put on again (support's override, later a checkout) lets the account back in at once.
    await onPlan(api, owner.form.email, 'PRO');
    api.deps.contextCache.invalidate();
    expect((await api.get(TeamPaths.team, { as: owner.auth })).statusCode).toBe(200);
  });

  it('is refused the same once the lifecycle job marked it expired, and canceled too', async ({ api }) => {
    const owner = await api.signedInOwner();
    await setSubscription(api, owner.form.email, {
      status: 'expired',
      accessTill: new Date(Date.now() - DAY),
    });
    expect((await api.get(TeamPaths.team, { as: owner.auth })).json().errorCode).toBe('210');
    expect((await statusOf(api, owner.auth)).status).toBe('expired');
    await setSubscription(api, owner.form.email, { status: 'canceled', accessTill: null });
    expect((await api.get(TeamPaths.team, { as: owner.auth })).json().errorCode).toBe('210');
  });
});
