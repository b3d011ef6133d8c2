import { ApiRoutes, fillPath, type OutboxLinkState } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { emailTokens, mailOutbox } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import {
  GOOD_PASSWORD,
  inviteByMail,
  lastMail,
  lastMailTo,
  linkIn,
  randomIp,
  tokenFromLink,
  uniqueEmail,
} from '../../test/factories.ts';
import { turnedOn } from '../../test/two-factor.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { issuedInvoice } from '../../test/invoice-factories.ts';
import { OutboxLinkNote } from './messages.ts';
import { hideLinks } from './outbox-links.ts';

// Issue 29 §9: the outbox shows a link only while it works; a used, expired or replaced one is a note.

let admin: Record<string, string>;
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
});

type Shown = { id: string; kind: string; text: string; html: string; link: OutboxLinkState };

async function outbox(api: Api, to: string) {
  const res = await api.get(`${ApiRoutes.listOutbox.path}?to=${encodeURIComponent(to)}`, { as: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.messages as Shown[];
}

async function forgot(api: Api, email: string) {
  expect((await api.post('/api/auth/forgot', { email }, { ip: randomIp() })).statusCode).toBe(200);
  const mail = await lastMail(api, email);
  return { mail, token: tokenFromLink(linkIn(mail.text, '/new/confirm/')) };
}

/** Neither body carries the token, and both say why in its place. */
function expectHidden(message: Shown | undefined, token: string, note: string) {
  expect(message).toBeDefined();
  expect(message!.text).not.toContain(token);
  expect(message!.html).not.toContain(token);
  expect(message!.text).toContain(note);
  expect(message!.html).toContain(note);
}

describe('reset links in the outbox', () => {
  it('an unused link shows; once used it is replaced by a note, never the token', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const { mail, token } = await forgot(api, form.email);
    const before = (await outbox(api, form.email)).find((m) => m.id === mail.id);
    expect(before).toMatchObject({ kind: 'reset_password', link: 'LIVE' });
    expect(before!.text).toContain(`/new/confirm/${token}`);
    expect(before!.html).toContain(`/new/confirm/${token}`);

    const reset = await api.post(
      '/api/auth/reset',
      { token, password: `${GOOD_PASSWORD}!` },
      { ip: randomIp() },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await outbox(api, form.email);
    const used = after.find((m) => m.id === mail.id);
    expect(used?.link).toBe('USED');
    expectHidden(used, token, OutboxLinkNote.USED);
    // The rest of the mail is as it was sent.
    expect(used!.text).toContain('Someone asked to set a new password');
    expect(JSON.stringify(after)).not.toContain(token);
  });

  it('a link replaced by a newer one is hidden, the newest shows', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const older = await forgot(api, form.email);
    const newer = await forgot(api, form.email);
    const shown = await outbox(api, form.email);
    expectHidden(
      shown.find((m) => m.id === older.mail.id),
      older.token,
      OutboxLinkNote.USED,
    );
    expect(shown.find((m) => m.id === newer.mail.id)).toMatchObject({ link: 'LIVE' });
    expect(shown.find((m) => m.id === newer.mail.id)!.text).toContain(newer.token);
  });

  it('an expired link is hidden', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const { mail, token } = await forgot(api, form.email);
    await api.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.id, mail.refId!));
    const expired = (await outbox(api, form.email)).find((m) => m.id === mail.id);
    expect(expired?.link).toBe('EXPIRED');
    expectHidden(expired, token, OutboxLinkNote.EXPIRED);
  });

  it('a mail without a link says NONE; a link mail that cannot be traced hides its link', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const { mail, token } = await forgot(api, form.email);
    // As a row queued before mails named their token.
    await api.deps.db.update(mailOutbox).set({ refId: null }).where(eq(mailOutbox.id, mail.id));
    const untraced = (await outbox(api, form.email)).find((m) => m.id === mail.id);
    expect(untraced?.link).toBe('ENDED');
    expectHidden(untraced, token, OutboxLinkNote.ENDED);
  });
});

describe('invitations in the outbox', () => {
  it("an administrator's invitation shows until accepted, and a replaced one is hidden", async ({ api }) => {
    const email = uniqueEmail('admin');
    const invite = async () => {
      const res = await api.post(ApiRoutes.adminInviteAdmin.path, { email, name: 'Nora' }, { as: admin });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await lastMailTo(api, email);
      return { mail, token: tokenFromLink(linkIn(mail.text, '/admins/invitation/')) };
    };
    const first = await invite();
    expect((await outbox(api, email))[0]).toMatchObject({ id: first.mail.id, link: 'LIVE' });
    const second = await invite();
    const both = await outbox(api, email);
    expectHidden(
      both.find((m) => m.id === first.mail.id),
      first.token,
      OutboxLinkNote.EXPIRED,
    );
    expect(both.find((m) => m.id === second.mail.id)).toMatchObject({ link: 'LIVE' });

    const accept = fillPath(ApiRoutes.acceptAdminInvitation.path, { token: second.token });
    expect((await api.post(accept, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    const accepted = (await outbox(api, email)).find((m) => m.id === second.mail.id);
    expect(accepted?.link).toBe('USED');
    expectHidden(accepted, second.token, OutboxLinkNote.USED);
  });

  it("a company's invitation sent again hides the older mail's link", async ({ api }) => {
    const owner = await api.signedInOwner();
    const email = uniqueEmail('invitee');
    const first = await inviteByMail(api, owner.auth, email);
    const second = await inviteByMail(api, owner.auth, email);
    const shown = await outbox(api, email);
    expect(shown.map((m) => m.link)).toEqual(['LIVE', 'ENDED']);
    expect(shown[0]!.text).toContain(second.token);
    expectHidden(shown[1], first.token, OutboxLinkNote.ENDED);
  });
});

describe("two-factor's notices in the outbox", () => {
  it('the "This was not me" link shows while it works and is hidden once used; the other notices have none', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await turnedOn(api, owner.tokens);
    const [notice] = await outbox(api, owner.form.email);
    expect(notice).toMatchObject({ kind: 'security', link: 'LIVE' });
    const token = tokenFromLink(linkIn(notice!.text, '/2fa/not-me/'));
    // A security notice without a link (the password changed) has no link state to show.
    const changed = await api.post(
      ApiRoutes.changePassword.path,
      { currentPassword: owner.form.password, newPassword: `${GOOD_PASSWORD}!` },
      { as: owner.auth },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const [passwordNotice] = await outbox(api, owner.form.email);
    expect(passwordNotice).toMatchObject({ kind: 'security', link: 'NONE' });

    const undo = await api.post(ApiRoutes.undoTwoFactor.path, { token }, { ip: randomIp() });
    expect(undo.statusCode, undo.body).toBe(200);
    const hidden = (await outbox(api, owner.form.email)).find((m) => m.id === notice!.id);
    expectHidden(hidden, token, OutboxLinkNote.USED);
  });
});

describe("a studio's mail to its client", () => {
  it("is not in the administrators' outbox at all: its portal link is the client's key", async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, {
      clientIds: [await client(api, s.companyId, 'Ola', 'Outbox')],
    });
    await issuedInvoice(api, s.auth, lead.id);
    const [queued] = await api.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ola.outbox@example.com'));
    expect(queued?.html).toMatch(/\/portal\/[0-9a-f-]{36}\/open\//);
    expect(await outbox(api, 'ola.outbox@example.com')).toEqual([]);
  });
});

describe('hideLinks', () => {
  it('replaces each whole address, in text and in attributes, and leaves the rest', () => {
    const body =
      'Open: http://x.test/new/confirm/AbC-_9 now\n<a href="http://x.test/new/confirm/AbC-_9">go</a>';
    expect(hideLinks(body, '/new/confirm/', '[gone]')).toBe('Open: [gone] now\n<a href="[gone]">go</a>');
    expect(hideLinks('no link here', '/new/confirm/', '[gone]')).toBe('no link here');
    expect(hideLinks('/new/confirm/', '/new/confirm/', '[gone]')).toBe('[gone]');
  });
});
