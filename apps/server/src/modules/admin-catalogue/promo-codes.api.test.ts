import { type AdminPromoCode, ErrorCode } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { accountIdOf, promoCode } from '../../test/factories.ts';
import { redeem } from '../account-billing/promo-codes/resolve.ts';
import { auditOf } from './test-support.ts';

let admin: Record<string, string>;
// The demo (and its administrator) is seeded on an empty database only: before anyone signs up.
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
});

const listCodes = async (api: Api) => {
  const res = await api.get('/api/admin/promo-codes', { as: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.promoCodes as AdminPromoCode[];
};
const create = (api: Api, body: unknown) => api.post('/api/admin/promo-codes', body, { as: admin });
const expire = (api: Api, code: string) =>
  api.post(`/api/admin/promo-codes/${encodeURIComponent(code)}/expire`, undefined, { as: admin });
const lookup = (api: Api, code: string, auth: Record<string, string>) =>
  api.get(`/api/basic/v1/subscription/promo-codes/${encodeURIComponent(code)}`, { as: auth });
const unique = () => `Spring${Math.random().toString(36).slice(2, 8)}`;

describe("the console's promo codes", () => {
  it('creates a code upper-cased, lists it ACTIVE with no redemptions, and audits it', async ({ api }) => {
    const typed = unique();
    const res = await create(api, {
      code: typed,
      kind: 'coupon',
      percentOff: 25,
      duration: 'repeating',
      durationInPeriods: 3,
      maxRedemptions: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data as AdminPromoCode;
    expect(created).toEqual({
      code: typed.toUpperCase(),
      kind: 'coupon',
      percentOff: 25,
      amountOffMinor: null,
      currency: null,
      duration: 'repeating',
      durationInPeriods: 3,
      expiresAt: null,
      description: '25% off your first 3 payments',
      maxRedemptions: 100,
      redemptions: 0,
      state: 'ACTIVE',
      createdAt: expect.any(String),
    });
    expect((await listCodes(api)).find((c) => c.code === created.code)).toEqual(created);
    const audit = await auditOf(api, 'promo_code', created.code);
    expect(audit).toMatchObject([{ action: 'promo_code.create', before: null, after: created }]);

    const owner = await api.signedInOwner();
    expect((await lookup(api, typed.toLowerCase(), owner.auth)).statusCode).toBe(200);
  });

  it('refuses a code that exists, in any case, with 409 and the field named', async ({ api }) => {
    const body = { code: unique(), kind: 'coupon', amountOffMinor: 500, currency: 'USD', duration: 'once' };
    expect((await create(api, body)).statusCode).toBe(200);
    const again = await create(api, { ...body, code: body.code.toLowerCase(), amountOffMinor: 900 });
    expect(again.statusCode).toBe(409);
    const message = `There is a promo code ${body.code.toUpperCase()} already. Choose another code.`;
    expect(again.json()).toEqual({
      errorCode: ErrorCode.AlreadyExists,
      errorTitle: 'Code exists',
      errorMessage: message,
      data: { fields: { code: message } },
    });
    const kept = (await listCodes(api)).find((c) => c.code === body.code.toUpperCase())!;
    expect(kept).toMatchObject({ amountOffMinor: 500, currency: 'USD' });
    expect(await auditOf(api, 'promo_code', kept.code)).toHaveLength(1);
  });

  it('refuses what is not a code with the fields named', async ({ api }) => {
    const base = { code: unique(), kind: 'coupon', percentOff: 10, duration: 'once' };
    const cases: [object, string, string][] = [
      [{ code: 'has space' }, 'code', 'Use 3 to 32 letters, digits, - or _'],
      [{ code: 'AB' }, 'code', 'Use 3 to 32 letters, digits, - or _'],
      [{ amountOffMinor: 100, currency: 'USD' }, 'percentOff', 'Give either a percentage or an amount off'],
      [{ percentOff: undefined, amountOffMinor: 100 }, 'currency', 'Choose the currency of the amount'],
      [{ currency: 'USD' }, 'currency', 'A currency goes with an amount off only'],
      [{ percentOff: 101 }, 'percentOff', 'Too big: expected number to be <=100'],
      [
        { duration: 'repeating' },
        'durationInPeriods',
        'Give the number of payments for a repeating code, and only for one',
      ],
      [{ expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt', 'Choose a time in the future'],
      [{ expiresAt: '0000-01-01T00:00:00Z' }, 'expiresAt', 'Choose a date between the years 2000 and 2999'],
      [{ maxRedemptions: 0 }, 'maxRedemptions', 'Too small: expected number to be >=1'],
      [{ kind: 'gift' }, 'kind', expect.any(String)],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(api, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errorCode).toBe('ValidationFailed');
      expect(res.json().data.fields[field], JSON.stringify(change)).toEqual(message);
    }
    expect((await listCodes(api)).some((c) => c.code === base.code.toUpperCase())).toBe(false);
  });

  it('expires a code now: the lookup refuses it as expired (410), the list says EXPIRED', async ({ api }) => {
    const owner = await api.signedInOwner();
    const code = (await promoCode(api.deps.db, { percentOff: 30 })).code;
    expect((await lookup(api, code, owner.auth)).statusCode).toBe(200);

    const res = await expire(api, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const expired = res.json().data as AdminPromoCode;
    expect(expired).toMatchObject({ code, state: 'EXPIRED', expiresAt: expect.any(String) });

    const refused = await lookup(api, code, owner.auth);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({
      errorCode: ErrorCode.PromoCodeExpired,
      errorTitle: 'Code expired',
    });
    expect((await listCodes(api)).find((c) => c.code === code)!.state).toBe('EXPIRED');

    const audit = await auditOf(api, 'promo_code', code);
    expect(audit).toMatchObject([
      { action: 'promo_code.expire', before: { state: 'ACTIVE', expiresAt: null }, after: expired },
    ]);
    // Again: nothing changes, nothing more is written.
    const again = await expire(api, code);
    expect(again.json().data.expiresAt).toBe(expired.expiresAt);
    expect(await auditOf(api, 'promo_code', code)).toHaveLength(1);
    expect((await expire(api, 'NOSUCHCODE')).statusCode).toBe(404);
  });

  it('says EXHAUSTED once a code is used up, and lists who redeemed it with the owner’s email', async ({
    api,
  }) => {
    const code = (await promoCode(api.deps.db, { maxRedemptions: 2 })).code;
    const first = await api.signedInOwner();
    const second = await api.signedInOwner();
    for (const owner of [first, second])
      await redeem(api.deps.db, code, await accountIdOf(api, owner.form.email));
    expect((await listCodes(api)).find((c) => c.code === code)).toMatchObject({
      redemptions: 2,
      state: 'EXHAUSTED',
    });
    const res = await api.get(`/api/admin/promo-codes/${code.toLowerCase()}/redemptions`, { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const { redemptions } = res.json().data as {
      redemptions: { businessAccountId: string; ownerEmail: string; createdAt: string }[];
    };
    expect(redemptions.map((r) => r.ownerEmail).sort()).toEqual(
      [first.form.email, second.form.email].map((e) => e.toLowerCase()).sort(),
    );
    expect(redemptions[0]).toEqual({
      businessAccountId: expect.any(String),
      ownerEmail: expect.any(String),
      createdAt: expect.any(String),
    });
    const none = await api.get('/api/admin/promo-codes/NOSUCHCODE/redemptions', { as: admin });
    expect(none.statusCode).toBe(404);
  });
});
