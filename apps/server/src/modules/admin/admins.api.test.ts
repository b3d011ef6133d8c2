import { ApiRoutes, fillPath } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import {
  bearer,
  GOOD_PASSWORD,
  lastMailTo,
  linkIn,
  randomIp,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';

let admin: Record<string, string>;
let adminId: string;
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
  adminId = (await api.get(ApiRoutes.getAdminMe.path, { as: admin })).json().data.id;
});

const adminLogin = (api: Api, email: string, password = GOOD_PASSWORD) =>
  api.post(ApiRoutes.adminLogin.path, { email, password }, { ip: randomIp() });

/** Invites an address and reads the token from the link in its mail. */
async function invite(api: Api, email = uniqueEmail('admin'), name = 'Nora Support') {
  const res = await api.post(ApiRoutes.adminInviteAdmin.path, { email, name }, { as: admin });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await lastMailTo(api, email);
  expect(mail.kind).toBe('admin_invitation');
  return {
    email,
    token: tokenFromLink(linkIn(mail.text, '/admins/invitation/')),
    invitation: res.json().data,
  };
}

const accept = (api: Api, token: string, password = GOOD_PASSWORD) =>
  api.post(fillPath(ApiRoutes.acceptAdminInvitation.path, { token }), { password });

describe('inviting an administrator', () => {
  it('mails a single-use link; accepting it creates the administrator, signed in', async ({ api }) => {
    const { email, token, invitation } = await invite(api);
    expect((await api.get(fillPath(ApiRoutes.getAdminInvitation.path, { token }))).json().data).toEqual({
      email,
      name: 'Nora Support',
    });
    const listed = (await api.get(ApiRoutes.adminListAdmins.path, { as: admin })).json().data;
    expect(listed.invitations).toContainEqual(expect.objectContaining({ id: invitation.id, email }));

    const accepted = await accept(api, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await api.get(ApiRoutes.getAdminMe.path, { as: bearer(accepted.json().data) });
    expect(me.json().data).toMatchObject({ email, name: 'Nora Support' });
    expect((await adminLogin(api, email)).statusCode).toBe(200);
    // The link worked once.
    const again = await accept(api, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().errorCode).toBe('InvitationExpired');

    const after = (await api.get(ApiRoutes.adminListAdmins.path, { as: admin })).json().data;
    expect(after.invitations.map((i: { id: string }) => i.id)).not.toContain(invitation.id);
    expect(after.admins).toContainEqual(expect.objectContaining({ email, disabled: false }));
    const audit = await api.get(
      `${ApiRoutes.adminListAuditLog.path}?action=admin.invite&targetId=${invitation.id}`,
      {
        as: admin,
      },
    );
    expect(audit.json().data.entries).toEqual([
      expect.objectContaining({
        admin: expect.objectContaining({ id: adminId }),
        targetKind: 'admin',
        before: null,
        after: { email, name: 'Nora Support', expiresAt: invitation.expiresAt },
      }),
    ]);
    // Nothing secret in the entry: no token, no hash.
    expect(JSON.stringify(audit.json())).not.toContain(token);
  });

  it('ends the older link when the same address is invited again, and refuses weak passwords', async ({
    api,
  }) => {
    const email = uniqueEmail('admin');
    const first = await invite(api, email);
    const second = await invite(api, email);
    expect((await accept(api, first.token)).statusCode).toBe(410);
    const weak = await accept(api, second.token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorCode).toBe('ValidationFailed');
    expect((await accept(api, second.token)).statusCode).toBe(200);
    const taken = await api.post(ApiRoutes.adminInviteAdmin.path, { email, name: 'Twice' }, { as: admin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.email).toBeDefined();
  });

  it('refuses an unknown link', async ({ api }) => {
    const res = await accept(api, 'x'.repeat(43));
    expect(res.statusCode).toBe(410);
  });
});

describe('disabling an administrator', () => {
  it('ends its sessions and refuses its sign-in; never oneself', async ({ api }) => {
    const { email, token } = await invite(api);
    const tokens = (await accept(api, token)).json().data;
    const other = (await api.get(ApiRoutes.getAdminMe.path, { as: bearer(tokens) })).json().data.id;
    const listed = (await api.get(ApiRoutes.adminListAdmins.path, { as: admin })).json().data.admins;
    const row = listed.find((a: { id: string }) => a.id === other);
    expect(row.actions).toEqual({ DISABLE: { url: `/api/admin/admins/${other}/disable`, method: 'POST' } });
    expect(listed.find((a: { id: string }) => a.id === adminId).actions).toEqual({});

    const res = await api.post(fillPath(ApiRoutes.adminDisableAdmin.path, { id: other }), undefined, {
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: other, disabled: true, actions: {} });
    expect((await api.get(ApiRoutes.getAdminMe.path, { as: bearer(tokens) })).statusCode).toBe(401);
    const login = await adminLogin(api, email);
    expect(login.statusCode).toBe(403);
    expect(login.json().errorCode).toBe('AccountDisabled');

    const self = await api.post(fillPath(ApiRoutes.adminDisableAdmin.path, { id: adminId }), undefined, {
      as: admin,
    });
    expect(self.statusCode).toBe(403);
    const audit = (
      await api.get(`${ApiRoutes.adminListAuditLog.path}?targetId=${other}`, { as: admin })
    ).json().data;
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'admin.disable',
        before: { disabledAt: null },
        after: expect.objectContaining({ sessionsEnded: 1 }),
      }),
    ]);
  });
});

describe('the audit log', () => {
  it('pages newest first by a cursor and filters by administrator and action', async ({ api }) => {
    for (let i = 0; i < 3; i++) await invite(api);
    const all = (await api.get(`${ApiRoutes.adminListAuditLog.path}?limit=100`, { as: admin })).json().data
      .entries;
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=2${cursor ? `&before=${cursor}` : ''}`;
      const page = (await api.get(`${ApiRoutes.adminListAuditLog.path}?${query}`, { as: admin })).json().data;
      ids.push(...page.entries.map((e: { id: string }) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(all.map((e: { id: string }) => e.id));
    const times = all.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byAction = (
      await api.get(`${ApiRoutes.adminListAuditLog.path}?action=admin.invite&adminId=${adminId}`, {
        as: admin,
      })
    ).json().data.entries;
    expect(byAction.length).toBeGreaterThanOrEqual(3);
    expect(new Set(byAction.map((e: { action: string }) => e.action))).toEqual(new Set(['admin.invite']));
    const forged = await api.get(`${ApiRoutes.adminListAuditLog.path}?before=abc`, { as: admin });
    expect(forged.statusCode).toBe(400);
  });
});
