import { BRAND_COLOUR } from '@focal/contracts/brand';
import {
  type Announcement,
  type PlanTier,
  SubscriptionPaths,
  type SubscriptionStatus,
} from '@focal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { announcements, plans, subscriptions } from '../../db/schema.ts';
import { accountIdOf, joinedMember, onPlan } from '../../test/factories.ts';
import { invalidatePlanCatalogue } from '../account-billing/plans/catalogue.ts';

type Auth = Record<string, string>;
const DAY = 86_400_000;

/** Rows a test stores go again after it, so the seeded defaults are all the next test sees. */
const added: string[] = [];
it.afterEach(async ({ api }) => {
  if (added.length)
    await api.deps.db.delete(announcements).where(inArray(announcements.key, added.splice(0)));
});

async function announcementsOf(api: Api, auth: Auth): Promise<Announcement[]> {
  const res = await api.get(SubscriptionPaths.announcements, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { announcements: Announcement[]; resourcesLinks: object };
  expect(data.resourcesLinks).toEqual({});
  return data.announcements;
}

/** Test setup: the account's subscription as the payment provider or time would leave it. */
async function setSubscription(
  api: Api,
  email: string,
  values: { planTier?: PlanTier; status: SubscriptionStatus; accessTill: Date | null },
) {
  const id = await accountIdOf(api, email);
  await api.deps.db.update(subscriptions).set(values).where(eq(subscriptions.businessAccountId, id));
  api.deps.contextCache.invalidate();
}

const webTexts = (list: Announcement[]) => list.map((a) => a.web?.htmlText);

function storedVariant(htmlText: string) {
  const variant = { htmlText, actions: {} };
  return { web: variant, mobile: variant, app: { ios: variant, android: variant } };
}

async function store(api: Api, key: string, values: Partial<typeof announcements.$inferInsert> = {}) {
  added.push(key);
  await api.deps.db.insert(announcements).values({
    key,
    audience: 'ALL',
    variants: storedVariant(`Announcement ${key}`),
    ...values,
  });
}

describe('the announcements of an account (SUBSCRIPTION_ANNOUNCEMENTS)', () => {
  it('tells a trial how many days are left, and never greets it with its one company as a limit', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await setSubscription(api, owner.form.email, {
      status: 'trialing',
      accessTill: new Date(Date.now() + 3 * DAY - 3600_000),
    });
    const [trial, ...rest] = await announcementsOf(api, owner.auth);
    expect(rest).toEqual([]);
    expect(trial!.web).toEqual({
      htmlText:
        'Your free trial of <b>Pro</b> ends in <b>3 days</b>. Choose a plan to keep your studio running without a break.',
      actions: {
        CHOOSE_PLAN: {
          actionName: 'Choose a Plan',
          method: 'OPEN_PLANS',
          url: '/subscription/plans',
          // Focal's violet (the web theme's primary shade), not a stock blue.
          buttonProperties: { backgroundHexColor: BRAND_COLOUR },
        },
      },
    });
    expect(trial!.mobile!.actions.CHOOSE_PLAN!.buttonProperties).toEqual({
      backgroundHexColor: BRAND_COLOUR,
    });
    expect(trial!.mobile!.htmlText).toBe('Your free trial ends in <b>3 days</b>.');
    // Apple's rules: no way to buy from inside the iOS app.
    expect(trial!.app.ios).toEqual({
      htmlText: 'Your free trial ends in <b>3 days</b>. To choose a plan, sign in to Focal in a web browser.',
      actions: {},
    });
    expect(Object.keys(trial!.app.android!.actions)).toEqual(['CHOOSE_PLAN']);
    // PRO allows one company, which every account starts with: no 'limit reached' on day one.
  });

  it('says "1 day" on the last day of a trial', async ({ api }) => {
    const owner = await api.signedInOwner();
    await setSubscription(api, owner.form.email, {
      status: 'trialing',
      accessTill: new Date(Date.now() + 3600_000),
    });
    const [trial] = await announcementsOf(api, owner.auth);
    expect(trial!.mobile!.htmlText).toBe('Your free trial ends in <b>1 day</b>.');
  });

  it('asks a past-due account to complete the payment', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    await setSubscription(api, owner.form.email, {
      status: 'past_due',
      accessTill: new Date(Date.now() + 5 * DAY - 60_000),
    });
    const list = await announcementsOf(api, owner.auth);
    expect(webTexts(list)).toEqual([
      '<b>We could not take your last payment for Master.</b> Complete the payment within 5 days to keep access to your studio.',
    ]);
    expect(list[0]!.web!.actions).toEqual({
      COMPLETE_PAYMENT: {
        actionName: 'Complete Payment',
        method: 'OPEN_PLANS',
        url: '/subscription/checkout?complete=1',
        buttonProperties: { backgroundHexColor: '#C92A2A' },
      },
    });
    expect(list[0]!.app.ios!.actions).toEqual({});
  });

  it('offers PRO an upgrade to MASTER once its three users are all it allows, and MASTER nothing', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'STARTER');
    // STARTER's one user and one company are where every account starts: nothing to tell.
    expect(await announcementsOf(api, owner.auth)).toEqual([]);
    await onPlan(api, owner.form.email, 'PRO');
    api.deps.contextCache.invalidate();
    await joinedMember(api, owner.auth);
    expect(await announcementsOf(api, owner.auth)).toEqual([]);
    await joinedMember(api, owner.auth);
    const [upgrade, ...rest] = await announcementsOf(api, owner.auth);
    expect(rest).toEqual([]);
    expect(upgrade!.web!.htmlText).toBe(
      "You've reached the maximum number of <b>Users</b> (3) in your Pro plan. Upgrade to <b>Master</b> to add more.",
    );
    expect(upgrade!.mobile!.htmlText).toBe('Maximum number of <b>Users</b> (3) reached.');
    expect(upgrade!.web!.actions.UPGRADE).toMatchObject({
      method: 'OPEN_PLANS',
      url: '/subscription/plans?planTier=MASTER',
    });

    await onPlan(api, owner.form.email, 'MASTER');
    api.deps.contextCache.invalidate();
    expect(await announcementsOf(api, owner.auth)).toEqual([]);
  });

  it('shows a lapsed account only what is meant for everyone', async ({ api }) => {
    await store(api, 'everyone', { priority: 50 });
    const owner = await api.signedInOwner();
    await setSubscription(api, owner.form.email, {
      status: 'expired',
      accessTill: new Date(Date.now() - DAY),
    });
    const list = await announcementsOf(api, owner.auth);
    expect(webTexts(list)).toEqual(['Announcement everyone']);
  });

  it('leaves out what has ended, has not started or is switched off, and orders by priority', async ({
    api,
  }) => {
    const now = Date.now();
    await store(api, 'ended', { endsAt: new Date(now - 60_000) });
    await store(api, 'not-yet', { startsAt: new Date(now + DAY) });
    await store(api, 'off', { active: false });
    await store(api, 'running', { startsAt: new Date(now - DAY), endsAt: new Date(now + DAY), priority: 5 });
    await store(api, 'urgent', { priority: 100 });
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    expect(webTexts(await announcementsOf(api, owner.auth))).toEqual([
      'Announcement urgent',
      'Announcement running',
    ]);
  });

  it('sends stored HTML back without scripts, event handlers or javascript: links', async ({ api }) => {
    await store(api, 'hostile', {
      variants: storedVariant(
        '<b>Sale</b><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">' +
          '<a href="javascript:alert(1)">Click</a> <a href="https://focal.test/offer" onclick="steal()">Offer</a>' +
          '<span style="color:red">kept</span><iframe src="https://evil.test"></iframe><br>',
      ),
    });
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    const [hostile] = await announcementsOf(api, owner.auth);
    const expected =
      '<b>Sale</b><a target="_blank" rel="noopener noreferrer">Click</a> ' +
      '<a href="https://focal.test/offer" target="_blank" rel="noopener noreferrer">Offer</a><span>kept</span><br />';
    for (const variant of [hostile!.web, hostile!.mobile, hostile!.app.ios, hostile!.app.android]) {
      expect(variant!.htmlText).toBe(expected);
    }
  });

  it('escapes the values it fills in', async ({ api }) => {
    await api.deps.db
      .update(plans)
      .set({ name: '<img src=x onerror=alert(1)>Pro' })
      .where(eq(plans.tier, 'PRO'));
    invalidatePlanCatalogue();
    try {
      const owner = await api.signedInOwner();
      const [trial] = await announcementsOf(api, owner.auth);
      expect(trial!.web!.htmlText).toMatch(
        /^Your free trial of <b>&lt;img src=x onerror=alert\(1\)&gt;Pro<\/b> ends/,
      );
    } finally {
      await api.deps.db.update(plans).set({ name: 'Pro' }).where(eq(plans.tier, 'PRO'));
      invalidatePlanCatalogue();
    }
  });
});
