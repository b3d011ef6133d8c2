import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { EMAIL_NOTIFICATION_EVENTS, SIGNATURE_IMAGE_MAX_BYTES } from '@focal/contracts';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { createdCompany, onPlan } from '../../test/factories.ts';

/**
 * Issue 16, the email settings page's data: the layout with its supplied links, the reply domain,
 * notifications, the signature and its image; each of the session's current company alone.
 */
type Auth = Record<string, string>;

const png = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----focal-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadImage = (
  api: Api,
  auth: Auth,
  body: { payload: Buffer; headers: Record<string, string> },
  url: string = P.uploadSignatureImage.path,
) => api.call({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });

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

describe('the signature', () => {
  it('is stored sanitised: scripts, handlers and javascript: links gone, the text kept', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const dirty =
      '<p onclick="steal()">Ana <strong>Lens</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://lens.example">site</a>';
    const res = await api.post(P.saveEmailSignature.path, { bodySignature: dirty }, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const html: string = res.json().data.bodySignature;
    expect(html).toContain('<strong>Lens</strong>');
    expect(html).toContain('https://lens.example');
    expect(html).not.toMatch(/script|onclick|javascript:/i);
    expect((await api.get(P.getEmailSignature.path, { as: auth })).json().data).toEqual({
      bodySignature: html,
      imageUrl: null,
    });
    const tooLong = await api.post(
      P.saveEmailSignature.path,
      { bodySignature: 'x'.repeat(20_001) },
      { as: auth },
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('takes a PNG image through multipart (both addresses), re-encoded; refuses text and a file over 1 MB', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const res = await uploadImage(api, auth, multipart('file', 'logo.png', 'image/png', await png()));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.imageUrl;
    expect(url).toMatch(/^\/files\/signatures\/[0-9a-f]{64}\.png$/);
    const served = await api.call({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect((await api.get(P.getEmailSignature.path, { as: auth })).json().data.imageUrl).toBe(url);

    // The spec's second address: the same handler; the old image is removed.
    const other = await uploadImage(
      api,
      auth,
      multipart('file', 'b.png', 'image/png', await png(30, 30)),
      P.uploadSignatureImageProtected.path,
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.imageUrl).not.toBe(url);
    expect((await api.call({ method: 'GET', url })).statusCode).toBe(404);

    const text = await uploadImage(
      api,
      auth,
      multipart('file', 'notes.png', 'image/png', Buffer.from('just some text')),
    );
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { file: expect.any(String) } },
    });

    const big = Buffer.concat([await png(), Buffer.alloc(SIGNATURE_IMAGE_MAX_BYTES)]);
    const tooLarge = await uploadImage(api, auth, multipart('file', 'big.png', 'image/png', big));
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    const huge = await uploadImage(
      api,
      auth,
      multipart('file', 'big.png', 'image/png', Buffer.alloc(3 * SIGNATURE_IMAGE_MAX_BYTES)),
    );
    expect(huge.statusCode).toBe(413);

    const noFile = await uploadImage(api, auth, multipart('other', 'a.png', 'image/png', await png()));
    expect(noFile.statusCode).toBe(400);
    const broken = await api.call({
      method: 'POST',
      url: P.uploadSignatureImage.path,
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: Buffer.from('garbage without boundaries'),
    });
    expect(broken.statusCode).toBe(400);
    const json = await api.post(P.uploadSignatureImage.path, { file: 'x' }, { as: auth });
    expect(json.statusCode).toBe(400);

    const removed = await api.delete(P.deleteSignatureImage.path, { as: auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.imageUrl).toBeNull();
    expect((await api.call({ method: 'GET', url: other.json().data.imageUrl })).statusCode).toBe(404);
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
