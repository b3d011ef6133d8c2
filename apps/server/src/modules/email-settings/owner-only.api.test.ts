import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { currentCompanyId, joinedMember } from '../../test/factories.ts';
import { TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { findUserByEmail } from '../users/service.ts';
import { findEmailSettings } from './repo.ts';
import { form, withLoopbackSmtp } from './smtp-test-servers.ts';

withLoopbackSmtp(it);

/**
 * Issue 29 §5: where the studio's mail goes (provider, own SMTP server, reply address) is the
 * owner's. A member reads it and keeps their own preferences, but their writes answer 403 and change
 * nothing; each change the owner makes is told to the owner by mail.
 */
const NOTICE = "Where your studio's emails go has changed";

async function notices(api: Api, userId: string) {
  return api.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.subject, NOTICE)));
}

function forbidden(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({
    errorCode: 'Forbidden',
    errorTitle: 'Owners only',
    errorMessage: 'Only an owner of this company can do this. Please ask the owner.',
  });
}

describe("where the studio's mail goes", () => {
  it("refuses a member's writes (provider, SMTP save and delete, reply domain) and changes nothing", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    expect((await api.post(P.saveCustomSmtp.path, form(), { as: owner.auth })).statusCode).toBe(200);
    const member = await joinedMember(api, owner.auth);
    const before = await findEmailSettings(api.deps.db, companyId);
    const tests = async () =>
      (await api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'smtp_test'))).length;
    const testsBefore = await tests();

    forbidden(await api.put(P.setEmailProvider.path, { mode: 'focal' }, { as: member.auth }));
    forbidden(
      await api.post(P.saveCustomSmtp.path, form({ senderEmail: 'me@member.example', username: 'member' }), {
        as: member.auth,
      }),
    );
    forbidden(await api.delete(P.deleteCustomSmtp.path, { as: member.auth }));
    forbidden(await api.post(P.saveReplyDomain.path, { username: 'member-inbox' }, { as: member.auth }));

    expect(await findEmailSettings(api.deps.db, companyId)).toEqual(before);
    // The refused save sent no test message through the member's server either.
    expect(await tests()).toBe(testsBefore);
    expect(await notices(api, member.userId)).toHaveLength(0);

    // The layout gives a member those sections' reads only; their own preferences keep their saves.
    const layout = await api.get(P.getEmailSettingsLayout.path, { as: member.auth });
    const linksOf = (key: string) =>
      Object.keys(
        (layout.json().data.sections as { key: string; links: object }[]).find((s) => s.key === key)!.links,
      ).sort();
    expect(linksOf('EMAIL_PROVIDER')).toEqual(['GET']);
    expect(linksOf('CUSTOM_PROVIDER')).toEqual(['GET', 'SPF']);
    expect(linksOf('REPLY_DOMAIN')).toEqual(['GET']);
    expect(linksOf('NOTIFICATIONS')).toEqual(['GET', 'SAVE']);
    expect(linksOf('SIGNATURE')).toContain('SAVE');

    // Reads stay open: a member sees where mail goes.
    for (const path of [P.getEmailProvider.path, P.getCustomSmtp.path, P.getReplyDomain.path]) {
      const res = await api.get(path, { as: member.auth });
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    }
    expect((await api.get(P.getEmailProvider.path, { as: member.auth })).json().data.mode).toBe('smtp');
    // Notifications and the signature are not where mail goes: members still save them.
    const events = await api.post(
      P.saveEmailNotifications.path,
      { events: { NEW_LEAD: false } },
      { as: member.auth },
    );
    expect(events.statusCode, events.body).toBe(200);
    const signature = await api.post(
      P.saveEmailSignature.path,
      { bodySignature: '<p>Tess</p>' },
      { as: member.auth },
    );
    expect(signature.statusCode, signature.body).toBe(200);
  });

  it("the owner's changes still work, and each one is told to the owner by mail with a link to the settings", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const user = (await findUserByEmail(api.deps.db, owner.form.email))!;

    const saved = await api.post(P.saveCustomSmtp.path, form(), { as: owner.auth });
    expect(saved.statusCode, saved.body).toBe(200);
    let told = await notices(api, user.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.to.toLowerCase()).toBe(owner.form.email.toLowerCase());
    expect(told[0]!.text).toContain('SMTP server 127.0.0.1, as hello@lens.example');
    expect(told[0]!.text).toContain(`${TEST_PUBLIC_URL}/settings/email-settings`);
    expect(told[0]!.companyId).toBeNull();
    // Who saved it is kept: removing that user resets it (member-removal.api.test.ts).
    expect((await findEmailSettings(api.deps.db, companyId)).smtpConfiguredBy).toBe(user.id);

    const focal = await api.put(P.setEmailProvider.path, { mode: 'focal' }, { as: owner.auth });
    expect(focal.statusCode, focal.body).toBe(200);
    // The same mode again changes nothing and tells nothing.
    expect((await api.put(P.setEmailProvider.path, { mode: 'focal' }, { as: owner.auth })).statusCode).toBe(
      200,
    );
    told = await notices(api, user.id);
    expect(told).toHaveLength(2);

    const name = `owner-${Date.now().toString(36)}`;
    const reply = await api.post(P.saveReplyDomain.path, { username: name }, { as: owner.auth });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await notices(api, user.id)).some((m) => m.text.includes(`${name}@focal.test`))).toBe(true);

    const removed = await api.delete(P.deleteCustomSmtp.path, { as: owner.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await notices(api, user.id)).toHaveLength(4);
    expect((await findEmailSettings(api.deps.db, companyId)).smtpHost).toBeNull();
  });
});
