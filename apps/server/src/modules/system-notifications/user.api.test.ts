import { randomUUID } from 'node:crypto';
import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { onPlan } from '../../test/factories.ts';
import { createNotification, servedIds, withPopup } from './test-input.ts';

const R = ApiRoutes;
const dismissUrl = (eventId: string) => fillPath(R.dismissSystemNotification.path, { eventId });
const popupUrl = (eventId: string, popupId: string) =>
  fillPath(R.dismissSystemNotificationPopup.path, { eventId, popupId });
const listUrl = `${R.listSystemNotifications.path}?onStartup=false`;

let admin: Record<string, string>;
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
});

describe('the notifications a user is served (spec 01 §4.7)', () => {
  it('reach everyone, the plan tiers of the company the session works in, or the listed users', async ({
    api,
  }) => {
    const pro = await api.signedInOwner();
    const master = await api.signedInOwner();
    await onPlan(api, pro.form.email, 'PRO');
    await onPlan(api, master.form.email, 'MASTER');
    const all = await createNotification(api, admin, { name: 'all' });
    const tiers = await createNotification(api, admin, { audience: 'PLAN_TIERS', audienceTiers: ['MASTER'] });
    const listed = await createNotification(api, admin, {
      audience: 'USERS',
      audienceEmails: [pro.form.email.toUpperCase()],
    });

    const proSees = await servedIds(api, pro.auth);
    const masterSees = await servedIds(api, master.auth);
    expect(proSees).toEqual(expect.arrayContaining([all.id, listed.id]));
    expect(proSees).not.toContain(tiers.id);
    expect(masterSees).toEqual(expect.arrayContaining([all.id, tiers.id]));
    expect(masterSees).not.toContain(listed.id);
  });

  it('serve the event as the console shows it, with the server clock in seconds', async ({ api }) => {
    const owner = await api.signedInOwner();
    const created = await createNotification(api, admin, { popup: withPopup() });
    const res = await api.get(listUrl, { as: owner.auth });
    const data = res.json().data;
    expect(Math.abs(data.epochSeconds - Date.now() / 1000)).toBeLessThan(5);
    expect(Number.isInteger(data.epochSeconds)).toBe(true);
    const event = data.events.find((e: { eventID: string }) => e.eventID === created.id);
    expect(event).toEqual(created.event);
    expect(event.popup).toMatchObject({ triggerCondition: { type: 'ON_DELAY' }, delay: { millis: 2000 } });
  });

  it('include one that starts later (with its epoch seconds), never one that ended or was retired', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const from = new Date(Date.now() + 60_000);
    const later = await createNotification(api, admin, { validFrom: from.toISOString() });
    const ended = await createNotification(api, admin, {
      validFrom: new Date(Date.now() - 120_000).toISOString(),
      validTill: new Date(Date.now() - 60_000).toISOString(),
    });
    const retired = await createNotification(api, admin);
    const retire = fillPath(R.adminRetireSystemNotification.path, { id: retired.id });
    expect((await api.post(retire, undefined, { as: admin })).statusCode).toBe(200);

    const events = (await api.get(listUrl, { as: owner.auth })).json().data.events as {
      eventID: string;
      validFromEpochSeconds: number | null;
    }[];
    const ids = events.map((e) => e.eventID);
    expect(ids).toContain(later.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(retired.id);
    expect(events.find((e) => e.eventID === later.id)!.validFromEpochSeconds).toBe(
      Math.floor(from.getTime() / 1000),
    );
  });
});

describe('dismissals', () => {
  it('are per user: A dismisses the bar, B still sees it; a second dismissal is fine', async ({ api }) => {
    const a = await api.signedInOwner();
    const b = await api.signedInOwner();
    const n = await createNotification(api, admin);
    expect((await api.post(dismissUrl(n.id), undefined, { as: a.auth })).json()).toEqual({ data: null });
    expect((await api.post(dismissUrl(n.id), undefined, { as: a.auth })).statusCode).toBe(200);
    expect(await servedIds(api, a.auth)).not.toContain(n.id);
    expect(await servedIds(api, b.auth)).toContain(n.id);
  });

  it('of the popup alone keep the bar, served with popup null', async ({ api }) => {
    const a = await api.signedInOwner();
    const n = await createNotification(api, admin, { popup: withPopup() });
    const res = await api.post(popupUrl(n.id, n.event.popup!.id.toUpperCase()), undefined, { as: a.auth });
    expect(res.statusCode, res.body).toBe(200);
    const events = (await api.get(listUrl, { as: a.auth })).json().data.events;
    expect(events.find((e: { eventID: string }) => e.eventID === n.id)).toMatchObject({ popup: null });
  });

  it('answer 404 for an event the user is not shown, or a popup that is not its own', async ({ api }) => {
    const a = await api.signedInOwner();
    const other = await createNotification(api, admin, { audience: 'PLAN_TIERS', audienceTiers: ['MASTER'] });
    const mine = await createNotification(api, admin, { popup: withPopup() });
    for (const url of [dismissUrl(other.id), dismissUrl(randomUUID()), popupUrl(mine.id, randomUUID())]) {
      const res = await api.post(url, undefined, { as: a.auth });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NotFound', errorTitle: expect.any(String), data: null });
    }
  });
});

describe('who may ask', () => {
  it('a user of a lapsed subscription is still told; no token is 401; an administrator is told they are in the wrong place', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const n = await createNotification(api, admin);
    await api.put(
      '/api/admin/accounts/plan',
      { ownerEmail: owner.form.email, planTier: 'PRO', status: 'expired' },
      {
        as: admin,
      },
    );
    expect(await servedIds(api, owner.auth)).toContain(n.id);
    expect((await api.get(listUrl)).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', listUrl],
      ['POST', dismissUrl(n.id)],
    ] as const) {
      const res = await api.call({ method, url, headers: admin });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode).toBe('IncorrectAccount');
    }
  });

  it('refuses an onStartup that is not a boolean with a 400, not a 500', async ({ api }) => {
    const owner = await api.signedInOwner();
    const res = await api.get(`${R.listSystemNotifications.path}?onStartup=maybe`, { as: owner.auth });
    expect(res.statusCode).toBe(400);
  });
});
