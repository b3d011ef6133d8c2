import { ApiRoutes, fillPath } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { randomIp, uniqueEmail } from '../../test/factories.ts';

// Issue 29 §9: an administrator's read of someone's data or mail leaves a trace in the audit log.

let admin: Record<string, string>;
let adminId: string;
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
  adminId = (await api.get(ApiRoutes.getAdminMe.path, { as: admin })).json().data.id;
});

/** The newest audit entries of one action, as the audit log page reads them. */
async function entriesOf(api: Api, action: string) {
  const qs = new URLSearchParams({ action, adminId });
  const res = await api.get(`${ApiRoutes.adminListAuditLog.path}?${qs}`, { as: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entries as Record<string, unknown>[];
}

const recent = (entry: Record<string, unknown>, since: number) =>
  Date.parse(entry.createdAt as string) >= since - 1000 &&
  Date.parse(entry.createdAt as string) <= Date.now();

describe('reads of people’s data and mail are in the audit log', () => {
  it('reading the outbox records who, what, when and from where', async ({ api }) => {
    const { form } = await api.signUp();
    const since = Date.now();
    const ip = randomIp();
    const res = await api.get(`${ApiRoutes.listOutbox.path}?to=${encodeURIComponent(form.email)}`, {
      as: admin,
      ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [signup] = res.json().data.messages;
    expect(signup).toMatchObject({ kind: 'signup', link: 'LIVE' });

    const [entry] = await entriesOf(api, 'outbox.read');
    expect(entry).toMatchObject({
      admin: { id: adminId },
      action: 'outbox.read',
      targetKind: 'outbox',
      targetId: form.email.toLowerCase(),
      clientAddress: ip,
      before: null,
      after: { to: form.email, shown: 1, liveLinks: [signup.id] },
    });
    expect(recent(entry!, since)).toBe(true);

    // The whole outbox, unfiltered, is a read too.
    const other = randomIp();
    expect((await api.get(ApiRoutes.listOutbox.path, { as: admin, ip: other })).statusCode).toBe(200);
    expect((await entriesOf(api, 'outbox.read'))[0]).toMatchObject({ targetId: null, clientAddress: other });
  });

  it("opening an account's page records the user read, with the address", async ({ api }) => {
    const owner = await api.signedInOwner();
    const userId = (
      await api.get(`${ApiRoutes.adminSearchAccounts.path}?q=${encodeURIComponent(owner.form.email)}`, {
        as: admin,
      })
    ).json().data.accounts[0].userId as string;
    const since = Date.now();
    const ip = randomIp();
    const res = await api.get(fillPath(ApiRoutes.adminGetAccount.path, { userId }), { as: admin, ip });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entriesOf(api, 'user.view');
    expect(entry).toMatchObject({
      admin: { id: adminId },
      targetKind: 'user',
      targetId: userId,
      clientAddress: ip,
      after: { email: owner.form.email },
    });
    expect(recent(entry!, since)).toBe(true);
    // An account that does not exist shows nothing and records nothing.
    const missing = fillPath(ApiRoutes.adminGetAccount.path, {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await api.get(missing, { as: admin })).statusCode).toBe(404);
    expect((await entriesOf(api, 'user.view'))[0]!.id).toBe(entry!.id);
  });

  it('an account search records the words searched and how many rows it showed, not each row', async ({
    api,
  }) => {
    const email = uniqueEmail('searched');
    await api.signedInOwner({ email });
    const ip = randomIp();
    const q = email.split('@')[0]!;
    const res = await api.get(`${ApiRoutes.adminSearchAccounts.path}?q=${encodeURIComponent(q)}`, {
      as: admin,
      ip,
    });
    expect(res.json().data.accounts).toHaveLength(1);
    const [entry] = await entriesOf(api, 'user.search');
    expect(entry).toMatchObject({
      targetKind: 'user',
      targetId: null,
      clientAddress: ip,
      after: { q, page: 'first', found: 1 },
    });
  });

  it("who redeemed a promo code (owners' addresses) is a recorded read", async ({ api }) => {
    const code = `READ${Date.now() % 1_000_000}`;
    const created = await api.post(
      ApiRoutes.adminCreatePromoCode.path,
      { code, kind: 'coupon', percentOff: 10, duration: 'once' },
      { as: admin },
    );
    expect(created.statusCode, created.body).toBe(200);
    const ip = randomIp();
    const res = await api.get(
      fillPath(ApiRoutes.adminListPromoRedemptions.path, { code: code.toLowerCase() }),
      {
        as: admin,
        ip,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await entriesOf(api, 'promo_code.view_redemptions'))[0]).toMatchObject({
      targetKind: 'promo_code',
      targetId: code,
      clientAddress: ip,
      after: { shown: 0 },
    });
  });

  it('a stranger or a photographer reading the outbox records nothing', async ({ api }) => {
    const before = (await entriesOf(api, 'outbox.read')).length;
    const owner = await api.signedInOwner();
    expect((await api.get(ApiRoutes.listOutbox.path, { as: owner.auth })).statusCode).toBe(403);
    expect((await api.get(ApiRoutes.listOutbox.path)).statusCode).toBe(401);
    expect((await entriesOf(api, 'outbox.read')).length).toBe(before);
  });

  it('the writes carry the address too', async ({ api }) => {
    const owner = await api.signedInOwner();
    const found = await api.get(
      `${ApiRoutes.adminSearchAccounts.path}?q=${encodeURIComponent(owner.form.email)}`,
      { as: admin },
    );
    const userId = found.json().data.accounts[0].userId as string;
    const ip = randomIp();
    const disabled = await api.post(fillPath(ApiRoutes.adminDisableUser.path, { userId }), undefined, {
      as: admin,
      ip,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await entriesOf(api, 'user.disable'))[0]).toMatchObject({
      admin: { id: adminId },
      targetId: userId,
      clientAddress: ip,
    });
  });
});
