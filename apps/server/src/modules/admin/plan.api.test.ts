import { CompanyPaths } from '@focal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemo } from '../../db/seed/demo.ts';
import { bearer, randomIp, signedInOwner, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.db);
  const login = await t.call({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: DEMO_ADMIN,
    ip: randomIp(),
  });
  admin = bearer(login.json().data);
});
afterAll(() => t.close());

const setPlan = (auth: Record<string, string>, payload: object) =>
  t.call({ method: 'PUT', url: '/api/admin/accounts/plan', headers: auth, payload });

describe('the administrators’ plan override', () => {
  it('puts the account a user owns on a tier, active, and the studio sees it at once', async () => {
    const owner = await signedInOwner(t);
    const res = await setPlan(admin, { ownerEmail: owner.form.email.toUpperCase(), planTier: 'MASTER' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      businessAccountId: expect.any(String),
      planTier: 'MASTER',
      status: 'active',
    });
    const boot = (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: owner.auth })).json()
      .data;
    expect(boot.subscription.currentPlan).toMatchObject({ planTier: 'MASTER', subscriptionType: 'PAID' });
    expect(boot.subscription.accessTill).toBeNull();
    // The plan's company limit follows: a second company can now be added.
    const brands = (await t.call({ method: 'GET', url: CompanyPaths.brands, headers: owner.auth })).json()
      .data;
    expect(brands.actions).toEqual({ ADD_NEW_BRAND: { url: CompanyPaths.create, method: 'POST' } });
    const back = await setPlan(admin, { ownerEmail: owner.form.email, planTier: 'STARTER' });
    expect(back.json().data.planTier).toBe('STARTER');
    const after = (await t.call({ method: 'GET', url: CompanyPaths.brands, headers: owner.auth })).json()
      .data;
    expect(after.actions.ADD_NEW_BRAND).toBeUndefined();
  });

  it('answers 404 for an address that owns no account', async () => {
    const res = await setPlan(admin, { ownerEmail: uniqueEmail('nobody'), planTier: 'PRO' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NotFound');
  });

  it('refuses photographers and unknown tiers', async () => {
    const owner = await signedInOwner(t);
    const asUser = await setPlan(owner.auth, { ownerEmail: owner.form.email, planTier: 'MASTER' });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().errorCode).toBe('Forbidden');
    const bad = await setPlan(admin, { ownerEmail: owner.form.email, planTier: 'PLATINUM' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.planTier).toBeDefined();
    const boot = (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: owner.auth })).json()
      .data;
    expect(boot.subscription.currentPlan.planTier).toBe('PRO');
  });
  it('ends a trial or extends it when given a status and an end date', async () => {
    const owner = await signedInOwner(t);
    const ended = await setPlan(admin, {
      ownerEmail: owner.form.email,
      planTier: 'STARTER',
      status: 'expired',
      accessTill: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(ended.json().data.status).toBe('expired');
    const boot = (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: owner.auth })).json()
      .data;
    expect(boot.subscription.currentPlan).toBeNull();
    // A lapsed account's company routes answer 210 (the subscription ones still answer).
    const profile = await t.call({
      method: 'GET',
      url: `/api/companies/${boot.authorizedCompany.id}`,
      headers: owner.auth,
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().errorCode).toBe('210');
    const till = new Date(Date.now() + 5 * 86400_000).toISOString();
    await setPlan(admin, {
      ownerEmail: owner.form.email,
      planTier: 'STARTER',
      status: 'trialing',
      accessTill: till,
    });
    const trial = (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: owner.auth })).json()
      .data;
    expect(trial.subscription.currentPlan).toMatchObject({ planTier: 'STARTER', subscriptionType: 'TRIAL' });
    expect(trial.subscription.accessTill).toBe(till);
  });
});

describe('the administrators’ routes check the caller first', () => {
  const garbage = [{ planTier: 42 }, { ownerEmail: 'a\u0000@b.test', extra: true }, 'not an object', []];

  it.each(garbage)('answers 401 to a stranger, whatever the body (%j)', async (payload) => {
    const res = await t.call({ method: 'PUT', url: '/api/admin/accounts/plan', payload: payload as object });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: expect.any(String), errorTitle: expect.any(String) });
    expect(res.json().data?.fields).toBeUndefined();
  });

  it.each(garbage)('answers 403 to a photographer, whatever the body (%j)', async (payload) => {
    const owner = await signedInOwner(t);
    const res = await setPlan(owner.auth, payload as object);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('Forbidden');
  });
});
