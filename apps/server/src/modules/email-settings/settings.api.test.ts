import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { EMAIL_NOTIFICATION_EVENTS } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { createdCompany, onPlan } from '../../test/factories.ts';

/**
 * Issue 16, the email settings page's data: the layout with its supplied links, the reply domain,
 * notifications; each of the session's current company alone (the signature: signature.api.test.ts).
 */

describe('the layout', () => {
  it('lists the sections in page order with the links each calls (no Gmail section without a Gmail client)', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.get(P.getEmailSettingsLayout.path, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const sections: { key: string; links: Record<string, { url: string; method: string }> }[] =
      res.json().data.sections;
    expect(sections.map((s) => s.key)).toEqual([
      'EMAIL_PROVIDER',
      'CUSTOM_PROVIDER',
      'REPLY_DOMAIN',
      'NOTIFICATIONS',
      'SIGNATURE',
      'TEMPLATES',
      'MAIL_LOG',
    ]);
    const byKey = Object.fromEntries(sections.map((s) => [s.key, s.links]));
    expect(byKey.CUSTOM_PROVIDER).toEqual({
      GET: { url: '/api/user/settings/email-settings/smtp/custom', method: 'GET' },
      SAVE: { url: '/protected/rest/settings/email/smtp', method: 'POST' },
      DELETE: { url: '/protected/rest/settings/email/smtp', method: 'DELETE' },
      SPF: { url: '/api/user/settings/email-settings/smtp/custom/spf', method: 'GET' },
    });
    expect(byKey.SIGNATURE!.UPLOAD_IMAGE).toEqual({
      url: '/api/user/settings/email-signature/image/save',
      method: 'POST',
    });
    expect(byKey.TEMPLATES!.LIST).toEqual({
      url: '/protected/rest/settings/email_template/get_all',
      method: 'GET',
    });
    expect(byKey.TEMPLATES!.VALIDATE).toEqual({
      url: '/protected/rest/email_template/validate',
      method: 'POST',
    });
    expect(byKey.MAIL_LOG!.LIST).toEqual({ url: '/api/user/settings/email-settings/log', method: 'GET' });
    // Every supplied link is a route this server answers (not 404).
    for (const link of sections.flatMap((s) => Object.values(s.links))) {
      const probe = await api.call({ method: link.method as 'GET', url: link.url, headers: {} });
      expect(probe.statusCode, `${link.method} ${link.url}`).not.toBe(404);
    }
  });

  it('needs a signed-in user in a company', async ({ api }) => {
    expect((await api.get(P.getEmailSettingsLayout.path)).statusCode).toBe(401);
  });
});

describe('the email provider section', () => {
  it("shows Focal's sender in the studio's name, replies to the studio until a reply address is chosen", async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.get(P.getEmailProvider.path, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      mode: 'focal',
      smtpConfigured: false,
      smtpVerified: false,
      gmailConnected: false,
    });
    expect(data.focalFrom).toMatch(/^".+ via Focal" <no-reply@focal\.test>$/);
    expect(data.focalReplyTo).toEqual(expect.stringContaining('@'));
    const name = `studio-${Date.now().toString(36)}`;
    expect((await api.post(P.saveReplyDomain.path, { username: name }, { as: auth })).statusCode).toBe(200);
    expect((await api.get(P.getEmailProvider.path, { as: auth })).json().data.focalReplyTo).toBe(
      `${name}@focal.test`,
    );
  });
});

describe('the reply domain', () => {
  it('saves a valid name, refuses invalid ones, and one taken by another studio', async ({ api }) => {
    const a = await api.signedInOwner();
    const b = await api.signedInOwner();
    const empty = await api.get(P.getReplyDomain.path, { as: a.auth });
    expect(empty.json().data).toEqual({ username: null, replyAddress: null, domain: 'focal.test' });

    const name = `lens.light-${Date.now().toString(36)}`;
    const saved = await api.post(P.saveReplyDomain.path, { username: name.toUpperCase() }, { as: a.auth });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      username: name,
      replyAddress: `${name}@focal.test`,
      domain: 'focal.test',
    });
    // Saving one's own name again is no conflict.
    expect((await api.post(P.saveReplyDomain.path, { username: name }, { as: a.auth })).statusCode).toBe(200);

    for (const username of [
      'ab',
      'a'.repeat(41),
      'has space',
      'under_score',
      '-start',
      'end.',
      'ünï',
      'x@y.z',
      '',
    ]) {
      const res = await api.post(P.saveReplyDomain.path, { username }, { as: b.auth });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().errorCode, username).toBe('ValidationFailed');
    }
    const taken = await api.post(P.saveReplyDomain.path, { username: name }, { as: b.auth });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'AlreadyExists',
      data: { fields: { username: expect.any(String) } },
    });
    expect((await api.get(P.getReplyDomain.path, { as: b.auth })).json().data.username).toBeNull();
  });
});

describe('notifications', () => {
  it('are all on by default; a save changes only the events it sends', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const first = await api.get(P.getEmailNotifications.path, { as: auth });
    expect(first.json().data.events).toEqual(
      Object.fromEntries(EMAIL_NOTIFICATION_EVENTS.map((e) => [e, true])),
    );
    // The page offers switches for the events some feature emails the studio about (notify.ts).
    expect(first.json().data.sent).toEqual(['QUOTE_ACCEPTED', 'INVOICE_PAID', 'JOB_BOOKED', 'QUESTIONNAIRE_COMPLETED']);
    await api.post(P.saveEmailNotifications.path, { events: { INVOICE_PAID: false } }, { as: auth });
    const res = await api.post(
      P.saveEmailNotifications.path,
      { events: { NEW_LEAD: false, JOB_BOOKED: true } },
      { as: auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.events).toMatchObject({
      INVOICE_PAID: false,
      NEW_LEAD: false,
      JOB_BOOKED: true,
      QUOTE_ACCEPTED: true,
    });
    for (const events of [{ UNKNOWN_EVENT: true }, { NEW_LEAD: 'no' }, null]) {
      const bad = await api.post(P.saveEmailNotifications.path, { events }, { as: auth });
      expect(bad.statusCode, JSON.stringify(events)).toBe(400);
    }
  });
});

describe('tenancy', () => {
  it('each company sees and changes only its own settings, including another company of the same owner', async ({
    api,
  }) => {
    const a = await api.signedInOwner();
    const b = await api.signedInOwner();
    await api.post(P.saveEmailSignature.path, { bodySignature: '<p>A only</p>' }, { as: a.auth });
    await api.post(P.saveEmailNotifications.path, { events: { NEW_LEAD: false } }, { as: a.auth });
    expect((await api.get(P.getEmailSignature.path, { as: b.auth })).json().data.bodySignature).toBe('');
    expect((await api.get(P.getEmailNotifications.path, { as: b.auth })).json().data.events.NEW_LEAD).toBe(
      true,
    );

    await onPlan(api, a.form.email, 'MASTER');
    const second = await createdCompany(api, a.auth);
    expect((await api.get(P.getEmailSignature.path, { as: second.auth })).json().data.bodySignature).toBe('');
  });
});
