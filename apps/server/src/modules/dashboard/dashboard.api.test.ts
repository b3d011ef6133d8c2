import { ApiRoutes, fillPath } from '@focal/contracts';
import { and, eq } from 'drizzle-orm';
import { activity, jobs, leadStages } from '../../db/schema.ts';
import { describe, expect, it } from '../../test/api-test.ts';
import { calendarStudio, jsonApi } from '../../test/calendar-factories.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const sessionsOf = (jobId: string) => fillPath(ApiRoutes.createJobSession.path, { jobId });

/** Today's Monday and Sunday in a zone, as ISO dates. */
function weekIn(timeZone: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(new Date(monday.getTime() + 6 * DAY)), monday };
}

describe('the dashboard', () => {
  it('lists this week’s calendar in the company’s zone, Monday to Sunday: sessions and appointments', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api, { timeZone: 'Pacific/Auckland' });
    const type = await studio.jobType(`Family ${Date.now()}`, '#228844');
    const job = await studio.job({ name: 'Family shoot', jobTypeId: type.id });
    const week = weekIn('Pacific/Auckland');
    // Wednesday 12:00 UTC is within the Auckland week; the next Wednesday is not.
    const wednesday = new Date(week.monday.getTime() + 2 * DAY + 12 * 3600_000);
    const add = (name: string, start: Date) =>
      http.post(
        sessionsOf(job.id),
        { name, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 3600_000).toISOString() },
        { as: studio.auth },
      );
    await add('This week', wednesday);
    await add('Next week', new Date(wednesday.getTime() + 7 * DAY));
    // The calendar shows the studio's appointments too: so does the dashboard's week.
    const thursday = new Date(wednesday.getTime() + DAY);
    const meeting = {
      kind: 'appointment',
      title: 'Album meeting',
      startsAt: thursday.toISOString(),
      jobId: job.id,
    };
    await http.post(
      ApiRoutes.createAppointment.path,
      { ...meeting, endsAt: new Date(thursday.getTime() + 3600_000).toISOString() },
      { as: studio.auth },
    );
    const res = await http.get(ApiRoutes.getDashboard.path, { as: studio.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.timeZone).toBe('Pacific/Auckland');
    expect(data.week).toEqual({ from: week.from, to: week.to });
    expect(data.thisWeek).toEqual([
      expect.objectContaining({
        source: 'session',
        name: 'This week',
        limited: false,
        job: { id: job.id, stage: 'job', name: 'Family shoot' },
        jobType: { id: type.id, name: type.name, colour: '#228844' },
        link: null,
      }),
      // An appointment shows what it is about: its link, not a session's job.
      expect.objectContaining({
        source: 'appointment',
        name: 'Album meeting',
        job: null,
        jobType: null,
        link: { client: null, job: { id: job.id, stage: 'job', name: 'Family shoot' } },
      }),
    ]);
    expect(data.counts.thisWeek).toBe(2);
  });

  it('lists leads waiting for a reply (open stage, nothing recorded for 2 days), the longest first', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const db = api.deps.db;
    const [open] = await db
      .insert(leadStages)
      .values({ companyId: studio.companyId, name: 'Enquiry', kind: 'open', position: 90 })
      .returning();
    const [lost] = await db
      .insert(leadStages)
      .values({ companyId: studio.companyId, name: 'Gone', kind: 'lost', position: 91 })
      .returning();
    const quiet = await studio.job({
      stage: 'lead',
      name: 'Quiet',
      leadStageId: open!.id,
      createdAt: ago(3),
    });
    const older = await studio.job({
      stage: 'lead',
      name: 'Older',
      leadStageId: open!.id,
      createdAt: ago(10),
    });
    const touched = await studio.job({
      stage: 'lead',
      name: 'Touched',
      leadStageId: open!.id,
      createdAt: ago(10),
    });
    await studio.job({ stage: 'lead', name: 'Fresh', leadStageId: open!.id });
    await studio.job({ stage: 'lead', name: 'Lost', leadStageId: lost!.id, createdAt: ago(10) });
    await studio.job({ stage: 'lead', name: 'Archived', status: 'archived', createdAt: ago(10) });
    await db.insert(activity).values([
      { companyId: studio.companyId, subjectType: 'job', subjectId: older.id, action: 'note', at: ago(6) },
      { companyId: studio.companyId, subjectType: 'job', subjectId: touched.id, action: 'note', at: ago(1) },
    ]);
    const data = (await http.get(ApiRoutes.getDashboard.path, { as: studio.auth })).body.data;
    expect(data.leadsAwaitingReply.map((l: { name: string }) => l.name)).toEqual(['Older', 'Quiet']);
    expect(data.leadsAwaitingReply[0]).toMatchObject({
      id: older.id,
      leadStage: { id: open!.id, name: 'Enquiry' },
      lastActivityAt: expect.any(String),
    });
    expect(data.leadsAwaitingReply[1]).toMatchObject({ id: quiet.id, lastActivityAt: null });
    expect(data.counts.leadsAwaitingReply).toBe(2);
    expect(data.counts.openLeads).toBe(4);
  });

  it('counts the leads waiting in every open stage and none, and lists the longest waiting of all', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const db = api.deps.db;
    const stage = async (name: string, kind: 'open' | 'lost', position: number) =>
      (
        await db.insert(leadStages).values({ companyId: studio.companyId, name, kind, position }).returning()
      )[0]!;
    const [first, second, lost] = [
      await stage('First', 'open', 90),
      await stage('Second', 'open', 91),
      await stage('Lost', 'lost', 92),
    ];
    const lead = (name: string, leadStageId: string | null, days: number) =>
      studio.job({ stage: 'lead', name, leadStageId, createdAt: ago(days) });
    // Six in each open stage, their ages interleaved, two in none; older lost leads never count.
    for (let i = 0; i < 6; i += 1) {
      await lead(`First ${i}`, first.id, 30 - 2 * i);
      await lead(`Second ${i}`, second.id, 29 - 2 * i);
    }
    await lead('No stage', null, 24.5);
    await lead('No stage, newer', null, 3);
    for (let i = 0; i < 3; i += 1) await lead(`Lost ${i}`, lost.id, 40);
    await lead('Fresh', first.id, 1);
    const answered = await lead('Answered', second.id, 50);
    await db.insert(activity).values({
      companyId: studio.companyId,
      subjectType: 'job',
      subjectId: answered.id,
      action: 'note',
      at: ago(1),
    });
    const dashboard = async () =>
      (await http.get(ApiRoutes.getDashboard.path, { as: studio.auth })).body.data;

    let data = await dashboard();
    expect(data.leadsAwaitingReply.map((l: { name: string }) => l.name)).toEqual([
      'First 0',
      'Second 0',
      'First 1',
      'Second 1',
      'First 2',
      'Second 2',
      'No stage',
      'First 3',
      'Second 3',
      'First 4',
    ]);
    expect(data.counts).toMatchObject({ leadsAwaitingReply: 14, openLeads: 16 });

    // The second stage becomes a lost one: its leads no longer count, the list goes on past them.
    await db.update(leadStages).set({ kind: 'lost' }).where(eq(leadStages.id, second.id));
    data = await dashboard();
    expect(data.leadsAwaitingReply.map((l: { name: string }) => l.name)).toEqual([
      'First 0',
      'First 1',
      'First 2',
      'No stage',
      'First 3',
      'First 4',
      'First 5',
      'No stage, newer',
    ]);
    expect(data.counts).toMatchObject({ leadsAwaitingReply: 8, openLeads: 9 });

    // The first stage deleted: its leads stay, in no stage; one archived is gone.
    await db.delete(leadStages).where(eq(leadStages.id, first.id));
    await db
      .update(jobs)
      .set({ status: 'archived' })
      .where(and(eq(jobs.companyId, studio.companyId), eq(jobs.name, 'First 0')));
    data = await dashboard();
    expect(data.leadsAwaitingReply[0]).toMatchObject({ name: 'First 1', leadStage: null });
    expect(data.counts).toMatchObject({ leadsAwaitingReply: 7, openLeads: 8 });
  });

  it('lists active jobs with neither a main date nor a session, the oldest first', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const undated = await studio.job({ name: 'Undated', createdAt: ago(5) });
    const newer = await studio.job({ name: 'Newer undated', createdAt: ago(1) });
    await studio.job({ name: 'Dated', mainDate: '2026-09-01' });
    await studio.job({ name: 'Done', status: 'completed' });
    const booked = await studio.job({ name: 'With a session' });
    await http.post(
      sessionsOf(booked.id),
      { name: 'Shoot', startsAt: '2026-09-01T10:00:00Z', endsAt: '2026-09-01T11:00:00Z' },
      { as: studio.auth },
    );
    const data = (await http.get(ApiRoutes.getDashboard.path, { as: studio.auth })).body.data;
    expect(data.jobsWithoutDate.map((j: { id: string }) => j.id)).toEqual([undated.id, newer.id]);
    expect(data.counts).toMatchObject({ jobsWithoutDate: 2, activeJobs: 4 });
    const other = await calendarStudio(api);
    const theirs = (await http.get(ApiRoutes.getDashboard.path, { as: other.auth })).body.data;
    expect(theirs.jobsWithoutDate).toEqual([]);
  });

  it('shows a long list’s first 10 in order and counts them all', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const jobs = [];
    for (let i = 0; i < 12; i += 1)
      jobs.push(await studio.job({ name: `Undated ${i}`, createdAt: ago(20 - i) }));
    const data = (await http.get(ApiRoutes.getDashboard.path, { as: studio.auth })).body.data;
    expect(data.jobsWithoutDate.map((j: { id: string }) => j.id)).toEqual(jobs.slice(0, 10).map((j) => j.id));
    expect(data.counts.jobsWithoutDate).toBe(12);
    expect(data.counts.leadsAwaitingReply).toBe(0);
  });
});
