import { ErrorCode, type PromoCode, PromoCodePaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { seedDemo } from '../../../db/seed/demo.ts';
import { subscriptions } from '../../../db/schema.ts';
import { accountIdOf, promoCode } from '../../../test/factories.ts';

let auth: Record<string, string>;
let demoSeeded: boolean;
it.beforeAll(async ({ api }) => {
  // The demo studio is seeded on an empty database only: before anyone signs up.
  demoSeeded = await seedDemo(api.deps.db);
  auth = (await api.signedInOwner()).auth;
});

const DAY = 86_400_000;
const lookup = (api: Api, code: string, as = auth) =>
  api.get(PromoCodePaths.lookup.replace(':code', encodeURIComponent(code)), { as });

describe('looking a promo code up', () => {
  it('describes percent and amount codes of every duration in plain words, whatever the case typed', async ({
    api,
  }) => {
    const repeating = await promoCode(api.deps.db, {
      percentOff: 20,
      duration: 'repeating',
      durationInPeriods: 3,
    });
    const once = await promoCode(api.deps.db, { amountOffMinor: 1000, currency: 'USD', duration: 'once' });
    const forever = await promoCode(api.deps.db, { kind: 'referral', percentOff: 50, duration: 'forever' });

    const res = await lookup(api, repeating.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data as PromoCode).toEqual({
      code: repeating.code,
      kind: 'coupon',
      percentOff: 20,
      amountOffMinor: null,
      currency: null,
      duration: 'repeating',
      durationInPeriods: 3,
      expiresAt: null,
      description: '20% off your first 3 payments',
    });
    expect((await lookup(api, once.code)).json().data.description).toBe('$10.00 off your first payment');
    const referral = (await lookup(api, `  ${forever.code} `)).json().data as PromoCode;
    expect(referral).toMatchObject({ kind: 'referral', description: '50% off every payment' });
  });

  it('does not recognise a code nobody issued, a withdrawn one or one used up (404)', async ({ api }) => {
    const withdrawn = await promoCode(api.deps.db, { active: false });
    const usedUp = await promoCode(api.deps.db, { maxRedemptions: 2, redemptions: 2 });
    const lastOne = await promoCode(api.deps.db, { maxRedemptions: 2, redemptions: 1 });
    for (const code of ['NOSUCHCODE', withdrawn.code, usedUp.code]) {
      const res = await lookup(api, code);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: ErrorCode.PromoCodeUnknown,
        errorTitle: 'Unknown code',
        errorMessage: `We don't recognise the code ${code}. Check it and try again.`,
      });
    }
    expect((await lookup(api, lastOne.code)).statusCode).toBe(200);
  });

  it('says when a code expired (410) with its date', async ({ api }) => {
    const expired = await promoCode(api.deps.db, { expiresAt: new Date('2025-03-31T12:00:00Z') });
    const res = await lookup(api, expired.code);
    expect(res.statusCode, res.body).toBe(410);
    expect(res.json()).toMatchObject({
      errorCode: ErrorCode.PromoCodeExpired,
      errorMessage: `The code ${expired.code} expired on March 31, 2025.`,
    });
    const later = await promoCode(api.deps.db, { expiresAt: new Date(Date.now() + DAY) });
    expect((await lookup(api, later.code)).json().data.expiresAt).toBe(later.expiresAt!.toISOString());
  });

  it('answers an account whose subscription lapsed (it is how it pays), and nobody signed out', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const accountId = await accountIdOf(api, owner.form.email);
    await api.deps.db
      .update(subscriptions)
      .set({ status: 'expired', accessTill: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.businessAccountId, accountId));
    api.deps.contextCache.invalidate();
    const code = await promoCode(api.deps.db);
    expect((await lookup(api, code.code, owner.auth)).statusCode).toBe(200);
    expect((await lookup(api, code.code, {})).statusCode).toBe(401);
  });
});

describe('the demo studio', () => {
  it('offers WELCOME20, SAVE10 and FRIEND50 to try, and SPRING2025 expired', async ({ api }) => {
    expect(demoSeeded).toBe(true);
    const { auth: demo } = await api.demoOwner();
    expect((await lookup(api, 'welcome20', demo)).json().data.description).toBe(
      '20% off your first 3 payments',
    );
    expect((await lookup(api, 'SAVE10', demo)).json().data.description).toBe('$10.00 off your first payment');
    expect((await lookup(api, 'FRIEND50', demo)).json().data).toMatchObject({
      kind: 'referral',
      description: '50% off your first payment',
    });
    expect((await lookup(api, 'SPRING2025', demo)).statusCode).toBe(410);
  });
});
