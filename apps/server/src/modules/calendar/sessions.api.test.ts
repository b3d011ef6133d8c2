import { ApiRoutes, fillPath, PlanLimitText } from '@focal/contracts';
import { and, eq } from 'drizzle-orm';
import { activity, jobs } from '../../db/schema.ts';
import { describe, expect, it } from '../../test/api-test.ts';
import { calendarStudio, jsonApi } from '../../test/calendar-factories.ts';
import { onPlan } from '../../test/factories.ts';

const sessionsOf = (jobId: string) => fillPath(ApiRoutes.listJobSessions.path, { jobId });
const sessionPath = (jobId: string, sessionId: string) =>
  fillPath(ApiRoutes.updateJobSession.path, { jobId, sessionId });
const movePath = (jobId: string, sessionId: string) =>
  fillPath(ApiRoutes.moveJobSession.path, { jobId, sessionId });

const SHOOT = {
  name: 'Engagement shoot',
  startsAt: '2026-07-10T14:00:00+01:00',
  endsAt: '2026-07-10T16:00:00+01:00',
  location: 'Hyde Park',
  address: { city: 'London', country: 'GB' },
  notes: 'Golden hour',
};

describe('sessions of a lead or job', () => {
  it('adds, lists, saves, moves and deletes a session, each on the job’s activity', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const lead = await studio.job({ stage: 'lead' });
    const created = await http.post(sessionsOf(lead.id), SHOOT, { as: studio.auth });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const session = created.body.data;
    expect(session).toMatchObject({
      jobId: lead.id,
      name: 'Engagement shoot',
      startsAt: '2026-07-10T13:00:00.000Z',
      endsAt: '2026-07-10T15:00:00.000Z',
      allDay: false,
      location: 'Hyde Park',
      address: { city: 'London', country: 'GB' },
      notes: 'Golden hour',
      doubleBooked: false,
    });

    const listed = await http.get(sessionsOf(lead.id), { as: studio.auth });
    expect(listed.body.data.sessions.map((s: { id: string }) => s.id)).toEqual([session.id]);

    const saved = await http.put(
      sessionPath(lead.id, session.id),
      { ...SHOOT, name: 'Portraits', location: '' },
      { as: studio.auth },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Portraits', location: null });

    const moved = await http.post(
      movePath(lead.id, session.id),
      { startsAt: '2026-07-12T09:00:00Z', endsAt: '2026-07-12T12:00:00Z' },
      { as: studio.auth },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: session.id,
      source: 'session',
      title: 'Portraits',
      startsAt: '2026-07-12T09:00:00.000Z',
      endsAt: '2026-07-12T12:00:00.000Z',
      job: { id: lead.id, stage: 'lead', status: 'active', name: lead.name },
      limited: false,
      editable: true,
    });

    const deleted = await http.delete(sessionPath(lead.id, session.id), { as: studio.auth });
    expect(deleted.status).toBe(200);
    expect((await http.get(sessionsOf(lead.id), { as: studio.auth })).body.data.sessions).toEqual([]);

    const actions = await api.deps.db
      .select({ action: activity.action })
      .from(activity)
      .where(and(eq(activity.subjectType, 'job'), eq(activity.subjectId, lead.id)))
      .orderBy(activity.at);
    expect(actions.map((a) => a.action)).toEqual([
      'session_added',
      'session_updated',
      'session_moved',
      'session_deleted',
    ]);
  });

  it('refuses an end before the start, over 14 days, and all-day times that are not midnights in the company’s zone', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const job = await studio.job();
    const post = (body: object) => http.post(sessionsOf(job.id), { ...SHOOT, ...body }, { as: studio.auth });
    expect((await post({ endsAt: SHOOT.startsAt })).status).toBe(400);
    expect((await post({ endsAt: '2026-07-25T14:00:01+01:00' })).status).toBe(400);
    const notMidnight = await post({
      allDay: true,
      startsAt: '2026-07-10T00:00:00Z',
      endsAt: '2026-07-11T00:00:00Z',
    });
    expect(notMidnight.status).toBe(400);
    expect(notMidnight.body).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { startsAt: expect.any(String) } },
    });
    // London in July is UTC+1: its midnights are 23:00 UTC.
    const wholeDays = await post({
      allDay: true,
      startsAt: '2026-07-09T23:00:00Z',
      endsAt: '2026-07-11T23:00:00Z',
    });
    expect(wholeDays.status, JSON.stringify(wholeDays.body)).toBe(200);
    const session = wholeDays.body.data;
    const dragged = await http.post(
      movePath(job.id, session.id),
      { startsAt: '2026-07-12T10:00:00Z', endsAt: '2026-07-12T11:00:00Z' },
      { as: studio.auth },
    );
    expect(dragged.status).toBe(400);
    expect((await post({ name: 'Bad\u0000name' })).status).toBe(400);
  });

  it('refuses a save loaded before the session last changed (StaleVersion), and takes one at its version', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const job = await studio.job();
    const loaded = (await http.post(sessionsOf(job.id), SHOOT, { as: studio.auth })).body.data;
    const atVersion = await http.put(
      sessionPath(job.id, loaded.id),
      { ...SHOOT, name: 'First save', updatedAt: loaded.updatedAt },
      { as: studio.auth },
    );
    expect(atVersion.status, JSON.stringify(atVersion.body)).toBe(200);
    const stale = await http.put(
      sessionPath(job.id, loaded.id),
      { ...SHOOT, name: 'Second tab', updatedAt: loaded.updatedAt },
      { as: studio.auth },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('StaleVersion');
    const [kept] = (await http.get(sessionsOf(job.id), { as: studio.auth })).body.data.sessions;
    expect(kept.name).toBe('First save');
  });

  it('answers 404 for a job or session the company does not have', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const other = await calendarStudio(api);
    const theirs = await other.job();
    const theirSession = (await http.post(sessionsOf(theirs.id), SHOOT, { as: other.auth })).body.data;
    expect((await http.get(sessionsOf(theirs.id), { as: studio.auth })).status).toBe(404);
    expect((await http.post(sessionsOf(theirs.id), SHOOT, { as: studio.auth })).status).toBe(404);
    const mine = await studio.job();
    expect((await http.put(sessionPath(mine.id, theirSession.id), SHOOT, { as: studio.auth })).status).toBe(
      404,
    );
    expect((await http.delete(sessionPath(theirs.id, theirSession.id), { as: studio.auth })).status).toBe(
      404,
    );
    expect((await http.get(sessionsOf(theirs.id), { as: other.auth })).body.data.sessions).toHaveLength(1);
  });

  it('answers 705 for an archived lead or job and 706 for a completed job (spec 01 §4.9)', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const job = await studio.job();
    const session = (await http.post(sessionsOf(job.id), SHOOT, { as: studio.auth })).body.data;
    await api.deps.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, job.id));
    const completed = await http.post(
      movePath(job.id, session.id),
      { startsAt: SHOOT.startsAt, endsAt: '2026-07-10T17:00:00+01:00' },
      { as: studio.auth },
    );
    expect(completed.status).toBe(409);
    expect(completed.body.errorCode).toBe('706');
    const archived = await studio.job({ stage: 'lead', status: 'archived' });
    const refused = await http.post(sessionsOf(archived.id), SHOOT, { as: studio.auth });
    expect(refused.body.errorCode).toBe('705');
    expect((await http.delete(sessionPath(job.id, session.id), { as: studio.auth })).body.errorCode).toBe(
      '706',
    );
    // Reading stays open.
    expect((await http.get(sessionsOf(job.id), { as: studio.auth })).status).toBe(200);
  });

  it('refuses the sessions of a job past the active-jobs limit with the spec’s words and the upgrade data', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    await onPlan(api, studio.form.email, 'STARTER');
    const kept = [];
    for (let i = 0; i < 5; i += 1) kept.push(await studio.job());
    const past = await studio.job();
    const refused = await http.post(sessionsOf(past.id), SHOOT, { as: studio.auth });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: 'AccessLimitation',
      errorMessage: PlanLimitText.eventAccessLimited('Upgrade'),
      data: {
        feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
        resourcesLinks: { UPGRADE_PLAN: expect.any(Object) },
      },
    });
    expect(PlanLimitText.eventAccessLimited('Upgrade')).toBe(
      'Upgrade to view or edit this event due to active jobs limit.',
    );
    expect((await http.get(sessionsOf(past.id), { as: studio.auth })).body.errorCode).toBe('LimitedJob');
    expect((await http.post(sessionsOf(kept[4]!.id), SHOOT, { as: studio.auth })).status).toBe(200);
  });
});
