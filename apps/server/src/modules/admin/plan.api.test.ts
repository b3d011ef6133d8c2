import { CompanyPaths } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { DEMO_ADMIN, seedDemo } from '../../db/seed/demo.ts';
import { bearer, randomIp, uniqueEmail } from '../../test/factories.ts';

let admin: Record<string, string>;
it.beforeAll(async ({ api }) => {
  await seedDemo(api.deps.db);
  const login = await api.post('/api/admin/auth/login', DEMO_ADMIN, { ip: randomIp() });
  admin = bearer(login.json().data);
});

const setPlan = (api: Api, auth: Record<string, string>, payload: object) =>
  api.call({ method: 'PUT', url: '/api/admin/accounts/plan', headers: auth, payload });

describe('the administrators’ plan override', () => {
  it('puts the account a user owns on a tier, active, and the studio sees it at once', async ({ api }) => {
    const owner = await api.signedInOwner();
    const res = await setPlan(api, admin, { ownerEmail: owner.form.email.toUpperCase(), planTier: 'MASTER' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      businessAccountId: expect.any(String),
      planTier: 'MASTER',
      status: 'active',
    });
    const boot = (await api.get('/api/basic/bootstrap', { as: owner.auth })).json().data;
    expect(boot.subscription.currentPlan).toMatchObject({ planTier: 'MASTER', subscriptionType: 'PAID' });
    expect(boot.subscription.accessTill).toBeNull();
    // The plan's company limit follows: a second company can now be added.
    const brands = (await api.get(CompanyPaths.brands, { as: owner.auth })).json().data;
    expect(brands.actions).toEqual({ ADD_NEW_BRAND: { url: CompanyPaths.create, method: 'POST' } });
    const back = await setPlan(api, admin, { ownerEmail: owner.form.email, planTier: 'STARTER' });
    expect(back.json().data.planTier).toBe('STARTER');
    const after = (await api.get(CompanyPaths.brands, { as: owner.auth })).json().data;
    expect(after.actions.ADD_NEW_BRAND).toBeUndefined();
  });

  it('answers 404 for an address that owns no account', async ({ api }) => {
    const res = await setPlan(api, admin, { ownerEmail: uniqueEmail('nobody'), planTier: 'PRO' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NotFound');
  });

  it('refuses photographers and unknown tiers', async ({ api }) => {
    const owner = await api.signedInOwner();
    const asUser = await setPlan(api, owner.auth, { ownerEmail: owner.form.email, planTier: 'MASTER' });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().errorCode).toBe('Forbidden');
    const bad = await setPlan(api, admin, { ownerEmail: owner.form.email, planTier: 'PLATINUM' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.planTier).toBeDefined();
    const boot = (await api.get('/api/basic/bootstrap', { as: owner.auth })).json().data;
    expect(boot.subscription.currentPlan.planTier).toBe('PRO');
  });
  it('ends a trial or extends it when given a status and an end date', async ({ api }) => {
    const owner = await api.signedInOwner();
    const ended = await setPlan(api, admin, {
      ownerEmail: owner.form.email,
      planTier: 'STARTER',
      status: 'expired',
      accessTill: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(ended.json().data.status).toBe('expired');
    const boot = (await api.get('/api/basic/bootstrap', { as: owner.auth })).json().data;
    expect(boot.subscription.currentPlan).toBeNull();
    // A lapsed account's company routes answer 210 (the subscription ones still answer).
    const profile = await api.call({
      method: 'GET',
      url: `/api/companies/${boot.authorizedCompany.id}`,
      headers: owner.auth,
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().errorCode).toBe('210');
    const till = new Date(Date.now() + 5 * 86400_000).toISOString();
    await setPlan(api, admin, {
      ownerEmail: owner.form.email,
      planTier: 'STARTER',
      status: 'trialing',
      accessTill: till,
    });
    const trial = (await api.get('/api/basic/bootstrap', { as: owner.auth })).json().data;
    expect(trial.subscription.currentPlan).toMatchObject({ planTier: 'STARTER', subscriptionType: 'TRIAL' });
    expect(trial.subscription.accessTill).toBe(till);
  });
});

describe('an end date the database cannot hold', () => {
  it('is a 400 naming accessTill, not a 500 (PostgreSQL has no year 0)', async ({ api }) => {
    const owner = await api.signedInOwner();
    const res = await setPlan(api, admin, {
      ownerEmail: owner.form.email,
      planTier: 'PRO',
      status: 'trialing',
      accessTill: '0000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('accessTill');
  });
});

describe('the administrators’ routes check the caller first', () => {
  const garbage = [{ planTier: 42 }, { ownerEmail: 'a\u0000@b.test', extra: true }, 'not an object', []];

  it.for(garbage)('answers 401 to a stranger, whatever the body (%j)', async (payload, { api }) => {
    const res = await api.put('/api/admin/accounts/plan', payload as object);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: expect.any(String), errorTitle: expect.any(String) });
    expect(res.json().data?.fields).toBeUndefined();
  });

  it.for(garbage)('answers 403 to a photographer, whatever the body (%j)', async (payload, { api }) => {
    const owner = await api.signedInOwner();
    const res = await setPlan(api, owner.auth, payload as object);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('Forbidden');
  });
});
