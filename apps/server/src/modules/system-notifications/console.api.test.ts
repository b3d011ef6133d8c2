import { randomUUID } from 'node:crypto';
import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { LAST_SYSTEM_NOTIFICATION_HEADER } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { DEMO_ADMIN } from '../../db/seed/demo.ts';
import { it } from '../../test/api-test.ts';
import { createSecondApp } from '../../test/test-app.ts';
import { auditLogPage } from '../admin-audit/service.ts';
import { createNotification, notificationInput, withPopup } from './test-input.ts';

const R = ApiRoutes;
const updateUrl = (id: string) => fillPath(R.adminUpdateSystemNotification.path, { id });
const retireUrl = (id: string) => fillPath(R.adminRetireSystemNotification.path, { id });
const userListUrl = `${R.listSystemNotifications.path}?onStartup=true`;

let admin: Record<string, string>;
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
});

describe("the console's routes", () => {
  it('answer 401 without a token, 403 to a user, and serve an administrator', async ({ api }) => {
    const owner = await api.signedInOwner();
    const n = await createNotification(api, admin);
    const body = notificationInput();
    const routes = [
      ['GET', R.adminListSystemNotifications.path, undefined],
      ['POST', R.adminCreateSystemNotification.path, body],
      ['PUT', updateUrl(n.id), body],
      ['POST', retireUrl(n.id), undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      const send = (headers: Record<string, string>) =>
        api.call({ method, url, headers, ...(payload ? { payload } : {}) });
      expect((await send({})).statusCode, url).toBe(401);
      const asUser = await send(owner.auth);
      expect(asUser.statusCode, url).toBe(403);
      expect(asUser.json().errorCode).toBe('Forbidden');
      expect((await send(admin)).statusCode, url).toBe(200);
    }
  });

  it('list newest first with the state from now and the dismissal counts', async ({ api }) => {
    const a = await api.signedInOwner();
    const b = await api.signedInOwner();
    const scheduled = await createNotification(api, admin, {
      validFrom: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const live = await createNotification(api, admin, { popup: withPopup() });
    await api.post(fillPath(R.dismissSystemNotification.path, { eventId: live.id }), undefined, {
      as: a.auth,
    });
    const popupUrl = fillPath(R.dismissSystemNotificationPopup.path, {
      eventId: live.id,
      popupId: live.event.popup!.id,
    });
    await api.post(popupUrl, undefined, { as: a.auth });
    await api.post(popupUrl, undefined, { as: b.auth });

    const list = (await api.get(R.adminListSystemNotifications.path, { as: admin })).json().data
      .notifications;
    const ids = list.map((n: { id: string }) => n.id);
    expect(ids.indexOf(live.id)).toBeLessThan(ids.indexOf(scheduled.id));
    expect(list.find((n: { id: string }) => n.id === scheduled.id)).toMatchObject({ state: 'SCHEDULED' });
    expect(list.find((n: { id: string }) => n.id === live.id)).toMatchObject({
      state: 'LIVE',
      dismissedCount: 1,
      popupDismissedCount: 2,
    });
  });

  it('sanitise the HTML when saved: no script, no event handler, in what is stored and served', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const n = await createNotification(api, admin, {
      messageHtml: 'Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="https://x.test">x</a>',
      popup: withPopup({
        messageHTML: '<b onclick="alert(3)">Bold</b><script>alert(4)</script>',
        checkList: [{ completed: true, textHtml: '<i>done</i><img src=x onerror=alert(5)>' }],
      }),
    });
    const served = (await api.get(userListUrl, { as: owner.auth })).json().data.events;
    const event = served.find((e: { eventID: string }) => e.eventID === n.id);
    const html = JSON.stringify([event, n]);
    expect(html).not.toMatch(/script|onerror|onclick|<img/);
    expect(event.messageHTML).toBe(
      'Hi <a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(event.popup.popupContent).toMatchObject({
      messageHTML: '<b>Bold</b>',
      checkListField: { items: [{ state: 'COMPLETED', textHtml: '<i>done</i>' }] },
    });
  });

  it('refuse HTML that sanitising empties, and unknown addresses, naming them and saving nothing', async ({
    api,
  }) => {
    const before = (await api.get(R.adminListSystemNotifications.path, { as: admin })).json().data
      .notifications.length;
    const empty = await api.post(
      R.adminCreateSystemNotification.path,
      notificationInput({ messageHtml: '<script>alert(1)</script>' }),
      { as: admin },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { messageHtml: expect.any(String) } },
    });
    const owner = await api.signedInOwner();
    const unknown = await api.post(
      R.adminCreateSystemNotification.path,
      notificationInput({ audience: 'USERS', audienceEmails: [owner.form.email, 'nobody@focal.test'] }),
      { as: admin },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields.audienceEmails).toContain('nobody@focal.test');
    expect(unknown.json().data.fields.audienceEmails).not.toContain(owner.form.email);
    const after = (await api.get(R.adminListSystemNotifications.path, { as: admin })).json().data
      .notifications;
    expect(after.length).toBe(before);
  });

  it('refuse a window outside the years 2000-2999 with the field named (year 0 was a 500)', async ({
    api,
  }) => {
    for (const validFrom of ['0000-01-01T00:00:00Z', '0001-06-01T00:00:00Z', '3000-01-01T00:00:00Z']) {
      const res = await api.post(R.adminCreateSystemNotification.path, notificationInput({ validFrom }), {
        as: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toHaveProperty('validFrom');
    }
  });

  it("refuse a popup button's address that is not http(s)", async ({ api }) => {
    const button = {
      name: 'Open',
      variant: 'CTA',
      action: 'OPEN_NEW_TAB',
      url: 'javascript:alert(1)',
    } as const;
    const res = await api.post(
      R.adminCreateSystemNotification.path,
      notificationInput({ popup: withPopup({ buttons: [button] }) }),
      { as: admin },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty(['popup.buttons.0.url']);
  });

  it('update keeps the popup id (its dismissals hold), a removed and re-added popup gets a new one', async ({
    api,
  }) => {
    const n = await createNotification(api, admin, { popup: withPopup() });
    const popupId = n.event.popup!.id;
    const edit = async (popup: ReturnType<typeof withPopup> | null) => {
      const res = await api.put(updateUrl(n.id), notificationInput({ messageHtml: 'Edited', popup }), {
        as: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const owner = await api.signedInOwner();
    const popupUrl = fillPath(R.dismissSystemNotificationPopup.path, { eventId: n.id, popupId });
    await api.post(popupUrl, undefined, { as: owner.auth });
    const servedPopup = async () =>
      (await api.get(userListUrl, { as: owner.auth }))
        .json()
        .data.events.find((e: { eventID: string }) => e.eventID === n.id).popup;
    const edited = await edit(withPopup({ title: 'Fixed typo' }));
    expect(await servedPopup()).toBeNull();
    expect(edited.event).toMatchObject({ messageHTML: 'Edited', popup: { id: popupId } });
    expect(edited.input.popup.title).toBe('Fixed typo');
    expect((await edit(null)).event.popup).toBeNull();
    const readded = await edit(withPopup());
    expect(readded.event.popup.id).not.toBe(popupId);
    // A new popup is shown again to whoever dismissed the one before.
    expect(await servedPopup()).toMatchObject({ id: readded.event.popup.id });
    expect(readded.popupDismissedCount).toBe(0);
  });

  it('refuse to edit a retired one with a clear 409; 404 for an unknown id', async ({ api }) => {
    const n = await createNotification(api, admin);
    const retired = await api.post(retireUrl(n.id), undefined, { as: admin });
    expect(retired.json().data).toMatchObject({ state: 'RETIRED', retiredAt: expect.any(String) });
    const res = await api.put(updateUrl(n.id), notificationInput(), { as: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'StaleVersion',
      errorTitle: 'This notification is retired',
    });
    expect((await api.put(updateUrl(randomUUID()), notificationInput(), { as: admin })).statusCode).toBe(404);
    expect((await api.post(retireUrl(randomUUID()), undefined, { as: admin })).statusCode).toBe(404);
  });

  it('write each change to the audit log with the saved input and state before and after', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const n = await createNotification(api, admin, { audience: 'USERS', audienceEmails: [owner.form.email] });
    await api.put(updateUrl(n.id), notificationInput({ name: 'Renamed' }), { as: admin });
    await api.post(retireUrl(n.id), undefined, { as: admin });
    await api.post(retireUrl(n.id), undefined, { as: admin });
    const { entries } = await auditLogPage(api.deps.db, {
      targetKind: 'notification',
      targetId: n.id,
      limit: 10,
    });
    expect(entries.map((e) => e.action)).toEqual([
      'notification.retire',
      'notification.update',
      'notification.create',
    ]);
    const [retire, update, create] = entries;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({
      audience: 'USERS',
      audienceEmails: [owner.form.email],
      state: 'LIVE',
    });
    expect(update!.before).toMatchObject({ name: 'Maintenance' });
    expect(update!.after).toMatchObject({ name: 'Renamed', audience: 'ALL', audienceEmails: [] });
    expect(retire!.after).toMatchObject({ state: 'RETIRED' });
    expect(create!.admin.email).toBe(DEMO_ADMIN.email);
  });
});

describe('the last-system-notification-id header (spec 01 §4.7)', () => {
  const header = (res: { headers: Record<string, unknown> }) => res.headers[LAST_SYSTEM_NOTIFICATION_HEADER];

  it('is on user, error and admin answers, and changes with the very next answer after a write', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const first = header(await api.get(userListUrl, { as: owner.auth }));
    expect(first).toEqual(expect.any(String));
    expect(header(await api.get(userListUrl))).toBe(first);
    expect(header(await api.get('/api/no-such-route'))).toBe(first);
    expect(header(await api.get(R.adminListSystemNotifications.path, { as: admin }))).toBe(first);

    const n = await createNotification(api, admin);
    const afterCreate = header(await api.get(userListUrl, { as: owner.auth }));
    expect(afterCreate).not.toBe(first);
    await api.put(updateUrl(n.id), notificationInput({ name: 'Edited' }), { as: admin });
    const afterEdit = header(await api.get(userListUrl, { as: owner.auth }));
    expect(afterEdit).not.toBe(afterCreate);
    await api.post(retireUrl(n.id), undefined, { as: admin });
    expect(header(await api.get(userListUrl, { as: owner.auth }))).not.toBe(afterEdit);
  });

  it("reaches another API process through the database's change notice", async ({ api }) => {
    const other = await createSecondApp(api);
    try {
      const ask = async () => header(await other.inject({ method: 'GET', url: userListUrl }));
      const before = await ask();
      await createNotification(api, admin);
      await expect.poll(ask, { timeout: 5000, interval: 50 }).not.toBe(before);
      expect(await ask()).toBe(header(await api.get(userListUrl)));
    } finally {
      await other.close();
    }
  });
});
