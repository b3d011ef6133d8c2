import { ApiRoutes, fillPath } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { accountIdOf, instantLoginToken, linkIn, mailOf, randomIp } from '../../test/factories.ts';
import { createSecondApp } from '../../test/test-app.ts';
import { findUserByEmail } from '../users/service.ts';

let admin: Record<string, string>;
let adminId: string;
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
  adminId = (await api.get(ApiRoutes.getAdminMe.path, { as: admin })).json().data.id;
});

const userIdOf = async (api: Api, email: string) => (await findUserByEmail(api.deps.db, email))!.id;
const act = (api: Api, route: { method: 'POST' | 'PUT'; path: string }, params: object, payload?: object) =>
  api.call({
    method: route.method,
    url: fillPath(route.path, params as Record<string, string>),
    headers: admin,
    payload,
  });

/** The newest audit entry for a target, as the console lists it. */
async function lastAudit(api: Api, targetId: string) {
  const res = await api.get(`${ApiRoutes.adminListAuditLog.path}?targetId=${targetId}&limit=1`, {
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entries[0];
}

describe('disabling a user', () => {
  it('ends every session at once and refuses every way of signing in until enabled', async ({ api }) => {
    const owner = await api.signedInOwner();
    const userId = await userIdOf(api, owner.form.email);
    expect((await api.get(ApiRoutes.bootstrap.path, { as: owner.auth })).statusCode).toBe(200);

    const res = await act(api, ApiRoutes.adminDisableUser, { userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ userId, disabled: true, disabledAt: expect.any(String) });

    // The open tab's very next request, and its refresh, are refused.
    const next = await api.get(ApiRoutes.bootstrap.path, { as: owner.auth });
    expect(next.statusCode).toBe(401);
    expect(next.json().errorCode).toBe('450');
    const refresh = await api.post(ApiRoutes.refreshTokens.path, {
      refresh_token: owner.tokens.refresh_token,
    });
    expect(refresh.statusCode).toBe(401);
    // The password, and a one-time sign-in link, are refused with a body the login form shows.
    const login = await api.post(
      ApiRoutes.login.path,
      { email: owner.form.email, password: owner.form.password },
      { ip: randomIp() },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      errorCode: 'AccountDisabled',
      errorTitle: 'This account is disabled',
      errorMessage: expect.stringContaining('disabled this account'),
      data: null,
    });
    const instant = await api.post(ApiRoutes.instantLogin.path, {
      token: await instantLoginToken(api, userId),
    });
    expect(instant.json().errorCode).toBe('AccountDisabled');

    const audit = await lastAudit(api, userId);
    expect(audit).toMatchObject({
      admin: { id: adminId, email: 'admin@focal.test' },
      action: 'user.disable',
      targetKind: 'user',
      before: { disabledAt: null },
      after: { disabledAt: res.json().data.disabledAt, sessionsEnded: 1 },
    });

    const enabled = await act(api, ApiRoutes.adminEnableUser, { userId });
    expect(enabled.json().data).toEqual({ userId, disabled: false, disabledAt: null });
    const again = await api.post(
      ApiRoutes.login.path,
      { email: owner.form.email, password: owner.form.password },
      { ip: randomIp() },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await lastAudit(api, userId)).toMatchObject({
      action: 'user.enable',
      before: { disabledAt: res.json().data.disabledAt },
      after: { disabledAt: null },
    });
  });

  it('reaches another API process within about a second', async ({ api }) => {
    const other = await createSecondApp(api);
    try {
      const owner = await api.signedInOwner();
      const onOther = async () =>
        (await other.inject({ method: 'GET', url: ApiRoutes.bootstrap.path, headers: owner.auth }))
          .statusCode;
      expect(await onOther()).toBe(200);
      await act(api, ApiRoutes.adminDisableUser, { userId: await userIdOf(api, owner.form.email) });
      const deadline = Date.now() + 2_500;
      let status = await onOther();
      while (status === 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        status = await onOther();
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('resending a confirmation', () => {
  it('mails the sign-up link again to an unconfirmed user, and refuses a confirmed one', async ({ api }) => {
    const pending = await api.signUp();
    const user = (await findUserByEmail(api.deps.db, pending.form.email))!;
    const before = (await mailOf(api, user)).length;
    const res = await act(api, ApiRoutes.adminResendConfirmation, { userId: user.id });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailOf(api, user);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.kind).toBe('signup');
    linkIn(mails[0]!.text, '/signup/confirm/');
    expect(await lastAudit(api, user.id)).toMatchObject({
      action: 'user.resend_confirmation',
      after: { to: pending.form.email },
    });

    const owner = await api.signedInOwner();
    const confirmed = await act(api, ApiRoutes.adminResendConfirmation, {
      userId: await userIdOf(api, owner.form.email),
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().errorCode).toBe('Conflict');
  });
});

describe('trials and plans', () => {
  it('extends a trial, ends it, and refuses a trial change on an account no longer trialing', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const id = await accountIdOf(api, owner.form.email);
    const till = new Date(Date.now() + 30 * 86400_000).toISOString();
    const extended = await act(
      api,
      ApiRoutes.adminUpdateTrial,
      { id },
      { action: 'EXTEND', accessTill: till },
    );
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().data).toEqual({
      id,
      planTier: 'PRO',
      status: 'trialing',
      billingPeriod: 'MONTHLY',
      accessTill: till,
    });
    const boot = (await api.get(ApiRoutes.bootstrap.path, { as: owner.auth })).json().data;
    expect(boot.subscription.accessTill).toBe(till);
    expect(await lastAudit(api, id)).toMatchObject({
      action: 'account.trial_extend',
      targetKind: 'account',
      before: { planTier: 'PRO', status: 'trialing' },
      after: { planTier: 'PRO', status: 'trialing', accessTill: till },
    });

    const past = await act(
      api,
      ApiRoutes.adminUpdateTrial,
      { id },
      { action: 'EXTEND', accessTill: '2020-01-01T00:00:00Z' },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields.accessTill).toBeDefined();

    const ended = await act(api, ApiRoutes.adminUpdateTrial, { id }, { action: 'END' });
    expect(ended.json().data.status).toBe('expired');
    const lapsed = (await api.get(ApiRoutes.bootstrap.path, { as: owner.auth })).json().data;
    expect(lapsed.subscription.currentPlan).toBeNull();
    expect(await lastAudit(api, id)).toMatchObject({
      action: 'account.trial_end',
      before: { status: 'trialing', accessTill: till },
      after: { status: 'expired' },
    });

    const again = await act(api, ApiRoutes.adminUpdateTrial, { id }, { action: 'END' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('Conflict');
  });

  it('changes the plan by account id, and the by-email override leaves an audit entry too', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const id = await accountIdOf(api, owner.form.email);
    const res = await act(
      api,
      ApiRoutes.adminChangePlan,
      { id },
      { planTier: 'MASTER', status: 'active', accessTill: null },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, planTier: 'MASTER', status: 'active', accessTill: null });
    const boot = (await api.get(ApiRoutes.bootstrap.path, { as: owner.auth })).json().data;
    expect(boot.subscription.currentPlan).toMatchObject({ planTier: 'MASTER', subscriptionType: 'PAID' });
    expect(await lastAudit(api, id)).toMatchObject({
      action: 'account.plan_change',
      before: { planTier: 'PRO', status: 'trialing' },
      after: { planTier: 'MASTER', status: 'active', accessTill: null },
    });

    await api.put(
      ApiRoutes.setAccountPlan.path,
      { ownerEmail: owner.form.email, planTier: 'STARTER' },
      { as: admin },
    );
    expect(await lastAudit(api, id)).toMatchObject({
      action: 'account.plan_change',
      before: { planTier: 'MASTER' },
      after: { planTier: 'STARTER', status: 'active' },
    });

    const missing = await act(
      api,
      ApiRoutes.adminChangePlan,
      { id: crypto.randomUUID() },
      {
        planTier: 'PRO',
        status: 'active',
        accessTill: null,
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
