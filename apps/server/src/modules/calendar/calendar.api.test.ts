import { ApiRoutes, fillPath } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema.ts';
import { describe, expect, it } from '../../test/api-test.ts';
import { calendarStudio, jsonApi } from '../../test/calendar-factories.ts';
import { joinedMember, onPlan } from '../../test/factories.ts';
import { insertSessions } from './repo.ts';

const sessionsOf = (jobId: string) => fillPath(ApiRoutes.createJobSession.path, { jobId });
const appointmentPath = (appointmentId: string) =>
  fillPath(ApiRoutes.updateAppointment.path, { appointmentId });
const rangeUrl = (from: string, to: string, more = '') =>
  `${ApiRoutes.listCalendar.path}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${more}`;
const JULY = rangeUrl('2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z');
type Entry = { id: string; title: string; doubleBooked: boolean; [key: string]: unknown };
const byTitle = (entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.title, e]));

const timed = (name: string, startsAt: string, endsAt: string) => ({ name, startsAt, endsAt });

describe('the calendar range', () => {
  it('lists sessions and appointments overlapping [from, to), with job, type colour and flags', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const type = await studio.jobType(`Wedding ${Date.now()}`, '#336699');
    const job = await studio.job({ jobTypeId: type.id, name: 'Smith wedding' });
    const lead = await studio.job({ stage: 'lead', name: 'Jones portraits' });
    const add = (jobId: string, body: object) => http.post(sessionsOf(jobId), body, { as: studio.auth });
    await add(job.id, timed('Ceremony', '2026-07-10T10:00:00Z', '2026-07-10T12:00:00Z'));
    await add(lead.id, timed('Portraits', '2026-07-10T11:00:00Z', '2026-07-10T13:00:00Z'));
    await add(lead.id, timed('Alone', '2026-07-11T11:00:00Z', '2026-07-11T13:00:00Z'));
    await add(job.id, timed('Across the start', '2026-06-30T22:00:00Z', '2026-07-01T02:00:00Z'));
    await add(job.id, timed('Ends at the start', '2026-06-30T20:00:00Z', '2026-07-01T00:00:00Z'));
    await add(job.id, timed('Starts at the end', '2026-08-01T00:00:00Z', '2026-08-01T02:00:00Z'));
    await add(job.id, timed('Long', '2026-06-18T00:00:00Z', '2026-07-02T00:00:00Z'));
    await add(job.id, {
      ...timed('Wedding day', '2026-07-09T23:00:00Z', '2026-07-10T23:00:00Z'),
      allDay: true,
    });
    const meeting = await http.post(
      ApiRoutes.createAppointment.path,
      {
        kind: 'appointment',
        title: 'Studio meeting',
        startsAt: '2026-07-20T09:00:00Z',
        endsAt: '2026-07-20T10:00:00Z',
      },
      { as: studio.auth },
    );
    expect(meeting.status, JSON.stringify(meeting.body)).toBe(200);

    const res = await http.get(JULY, { as: studio.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.timeZone).toBe('Europe/London');
    const entries = byTitle(res.body.data.entries);
    expect(Object.keys(entries).sort()).toEqual(
      ['Across the start', 'Alone', 'Ceremony', 'Long', 'Portraits', 'Studio meeting', 'Wedding day'].sort(),
    );
    expect(entries.Ceremony).toMatchObject({
      source: 'session',
      job: { id: job.id, stage: 'job', status: 'active', name: 'Smith wedding' },
      jobType: { id: type.id, colour: '#336699' },
      limited: false,
      editable: true,
      doubleBooked: true,
    });
    expect(entries.Portraits).toMatchObject({ doubleBooked: true, jobType: null });
    expect(entries.Alone!.doubleBooked).toBe(false);
    // An all-day session (the wedding day) does not clash with the day's timed sessions.
    expect(entries['Wedding day']).toMatchObject({ allDay: true, doubleBooked: false });
    expect(entries['Studio meeting']).toMatchObject({ source: 'appointment', job: null, editable: true });

    const filtered = await http.get(`${JULY}&jobTypeId=${type.id}`, { as: studio.auth });
    const titles = filtered.body.data.entries.map((e: Entry) => e.title);
    expect(titles).toContain('Ceremony');
    expect(titles).not.toContain('Portraits');
    expect(titles).toContain('Studio meeting');

    const other = await calendarStudio(api);
    expect((await http.get(JULY, { as: other.auth })).body.data.entries).toEqual([]);
  });

  it('flags blocked time overlapping anything, all-day or not', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const job = await studio.job();
    await http.post(
      sessionsOf(job.id),
      { ...timed('Wedding day', '2026-07-09T23:00:00Z', '2026-07-10T23:00:00Z'), allDay: true },
      { as: studio.auth },
    );
    const block = {
      kind: 'blocked',
      title: 'Holiday',
      startsAt: '2026-07-10T08:00:00Z',
      endsAt: '2026-07-10T09:00:00Z',
    };
    const blocked = await http.post(ApiRoutes.createAppointment.path, block, { as: studio.auth });
    expect(blocked.body.data.doubleBooked).toBe(true);
    const entries = byTitle((await http.get(JULY, { as: studio.auth })).body.data.entries);
    expect(entries['Wedding day']!.doubleBooked).toBe(true);
    expect(entries.Holiday).toMatchObject({ source: 'blocked', doubleBooked: true });
  });

  it('flags an entry whose clash lies outside the range (a peer starting after `to` or long before `from`)', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const job = await studio.job();
    const add = (body: object) => http.post(sessionsOf(job.id), body, { as: studio.auth });
    await add(timed('Late night', '2026-07-31T23:00:00Z', '2026-08-01T02:00:00Z'));
    await add(timed('After the range', '2026-08-01T01:00:00Z', '2026-08-01T03:00:00Z'));
    await add(timed('Early', '2026-07-01T01:00:00Z', '2026-07-01T02:00:00Z'));
    await add(timed('Long before', '2026-06-18T00:00:00Z', '2026-07-01T01:30:00Z'));
    const entries = byTitle((await http.get(JULY, { as: studio.auth })).body.data.entries);
    expect(entries['Late night']!.doubleBooked).toBe(true);
    expect(entries.Early!.doubleBooked).toBe(true);
    expect(entries['Long before']!.doubleBooked).toBe(true);
    expect(entries['After the range']).toBeUndefined();
  });

  it('hides archived leads’ and jobs’ sessions unless asked; completed ones show, not editable', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const archived = await studio.job({ name: 'Archived one' });
    const completed = await studio.job({ name: 'Completed one' });
    await http.post(sessionsOf(archived.id), timed('Old', '2026-07-03T10:00:00Z', '2026-07-03T11:00:00Z'), {
      as: studio.auth,
    });
    await http.post(sessionsOf(completed.id), timed('Done', '2026-07-04T10:00:00Z', '2026-07-04T11:00:00Z'), {
      as: studio.auth,
    });
    await api.deps.db.update(jobs).set({ status: 'archived' }).where(eq(jobs.id, archived.id));
    await api.deps.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, completed.id));
    const shown = byTitle((await http.get(JULY, { as: studio.auth })).body.data.entries);
    expect(Object.keys(shown)).toEqual(['Done']);
    expect(shown.Done).toMatchObject({ editable: false, job: { status: 'completed' } });
    const all = byTitle(
      (await http.get(`${JULY}&includeArchived=true`, { as: studio.auth })).body.data.entries,
    );
    expect(all.Old).toMatchObject({ editable: false, job: { status: 'archived' } });
  });

  it('shows a session with its job as it is now: renamed, retyped, converted, archived or reactivated', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const job = await studio.job({ name: 'Smith wedding' });
    const other = await studio.job({ name: 'Jones portraits' });
    const add = (jobId: string, name: string) =>
      http.post(sessionsOf(jobId), timed(name, '2026-07-10T10:00:00Z', '2026-07-10T12:00:00Z'), {
        as: studio.auth,
      });
    await add(job.id, 'Ceremony');
    await add(other.id, 'Portraits');
    const flags = async () =>
      Object.fromEntries(
        ((await http.get(JULY, { as: studio.auth })).body.data.entries as Entry[]).map((e) => [
          e.title,
          e.doubleBooked,
        ]),
      );
    expect(await flags()).toEqual({ Ceremony: true, Portraits: true });
    const transition = (path: string, id = job.id) =>
      http.post(fillPath(path, { id }), {}, { as: studio.auth }).then((r) => r.status);
    expect(await transition(ApiRoutes.archiveJob.path)).toBe(200);
    expect(await flags()).toEqual({ Portraits: false });
    expect(await transition(ApiRoutes.reactivateJob.path)).toBe(200);
    expect(await flags()).toEqual({ Ceremony: true, Portraits: true });
    const type = await studio.jobType(`Elopement ${Date.now()}`, '#123456');
    const current = (await http.get(fillPath(ApiRoutes.getJob.path, { id: job.id }), { as: studio.auth }))
      .body.data.job;
    const renamed = await http.put(
      fillPath(ApiRoutes.updateJob.path, { id: job.id }),
      { name: 'Smith elopement', jobTypeId: type.id, updatedAt: current.updatedAt },
      { as: studio.auth },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const lead = await studio.job({ stage: 'lead', name: 'Lee family' });
    await add(lead.id, 'Family shoot');
    expect(await transition(ApiRoutes.convertLead.path, lead.id)).toBe(200);
    const entries = byTitle((await http.get(JULY, { as: studio.auth })).body.data.entries);
    expect(entries.Ceremony).toMatchObject({
      job: { id: job.id, name: 'Smith elopement', stage: 'job', status: 'active' },
      jobType: { id: type.id, name: type.name, colour: '#123456' },
    });
    expect(entries['Family shoot']).toMatchObject({ job: { id: lead.id, stage: 'job', name: 'Lee family' } });
    expect((await http.get(`${JULY}&jobTypeId=${type.id}`, { as: studio.auth })).body.data.entries).toEqual([
      expect.objectContaining({ title: 'Ceremony' }),
    ]);
    // A job written archived with its sessions (an import, a seed) books nothing from the start.
    const old = await studio.job({ name: 'Imported, archived', status: 'archived' });
    await insertSessions(api.deps.db, { companyId: studio.companyId, jobId: old.id }, [
      {
        name: 'Old shoot',
        startsAt: new Date('2026-07-11T10:00:00Z'),
        endsAt: new Date('2026-07-11T12:00:00Z'),
        allDay: false,
        location: null,
        address: {},
        notes: '',
      },
    ]);
    await http.post(sessionsOf(other.id), timed('Next day', '2026-07-11T11:00:00Z', '2026-07-11T13:00:00Z'), {
      as: studio.auth,
    });
    expect((await flags())['Next day']).toBe(false);
  });

  it('shows a limited job’s sessions without details and not editable', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    await onPlan(api, studio.form.email, 'STARTER');
    const kept = [];
    for (let i = 0; i < 5; i += 1) kept.push(await studio.job());
    const session = timed('Secret shoot', '2026-07-15T10:00:00Z', '2026-07-15T11:00:00Z');
    await http.post(sessionsOf(kept[0]!.id), { ...session, location: 'Somewhere' }, { as: studio.auth });
    const past = await studio.job({ name: 'Past the limit' });
    // Its session was booked before the plan shrank: inserted as the job's own.
    await insertSessions(api.deps.db, { companyId: studio.companyId, jobId: past.id }, [
      {
        name: 'Hidden shoot',
        startsAt: new Date('2026-07-16T10:00:00Z'),
        endsAt: new Date('2026-07-16T11:00:00Z'),
        allDay: false,
        location: 'Secret place',
        address: {},
        notes: '',
      },
    ]);
    const entries: Entry[] = (await http.get(JULY, { as: studio.auth })).body.data.entries;
    const hidden = entries.find((e) => (e.job as { id: string }).id === past.id);
    expect(hidden).toMatchObject({
      title: 'Busy',
      location: null,
      job: { id: past.id, name: null },
      limited: true,
      editable: false,
    });
    expect(entries.find((e) => e.title === 'Secret shoot')).toMatchObject({
      limited: false,
      location: 'Somewhere',
    });
  });

  it('refuses a range over 62 days or ending before it starts', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const long = await http.get(rangeUrl('2026-07-01T00:00:00Z', '2026-09-02T00:00:00Z'), {
      as: studio.auth,
    });
    expect(long.status).toBe(400);
    expect(long.body.errorCode).toBe('ValidationFailed');
    expect(
      (await http.get(rangeUrl('2026-07-01T00:00:00Z', '2026-07-01T00:00:00Z'), { as: studio.auth })).status,
    ).toBe(400);
    expect(
      (await http.get(rangeUrl('2026-07-01T00:00:00Z', '2026-08-31T00:00:00Z'), { as: studio.auth })).status,
    ).toBe(200);
    expect((await http.get(rangeUrl('not a date', '2026-08-31T00:00:00Z'), { as: studio.auth })).status).toBe(
      400,
    );
  });
});

describe('appointments and blocked time', () => {
  it('are added by a user and changed, moved and deleted by any member of the company', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api, { firstName: 'Olive', lastName: 'Owner' });
    await onPlan(api, studio.form.email, 'MASTER');
    const member = await joinedMember(api, studio.auth);
    const body = {
      kind: 'appointment',
      title: 'Client consultation',
      startsAt: '2026-07-20T09:00:00Z',
      endsAt: '2026-07-20T10:00:00Z',
      location: 'Studio',
      notes: 'Bring samples',
    };
    const created = await http.post(ApiRoutes.createAppointment.path, body, { as: studio.auth });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const appointment = created.body.data;
    expect(appointment).toMatchObject({
      ...body,
      startsAt: '2026-07-20T09:00:00.000Z',
      endsAt: '2026-07-20T10:00:00.000Z',
      doubleBooked: false,
    });
    expect(appointment.createdBy.name).toBe('Olive Owner');

    const saved = await http.put(
      appointmentPath(appointment.id),
      { ...body, kind: 'blocked', title: 'Off' },
      { as: member.auth },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      kind: 'blocked',
      title: 'Off',
      createdBy: { name: 'Olive Owner' },
    });

    const moved = await http.post(
      fillPath(ApiRoutes.moveAppointment.path, { appointmentId: appointment.id }),
      { startsAt: '2026-07-21T09:00:00Z', endsAt: '2026-07-21T11:00:00Z' },
      { as: member.auth },
    );
    expect(moved.body.data).toMatchObject({
      source: 'blocked',
      startsAt: '2026-07-21T09:00:00.000Z',
      editable: true,
    });

    // A tab that loaded it before the member's save and the drag is refused, not obeyed.
    const stale = await http.put(
      appointmentPath(appointment.id),
      { ...body, updatedAt: appointment.updatedAt },
      { as: studio.auth },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('StaleVersion');

    const other = await calendarStudio(api);
    expect((await http.put(appointmentPath(appointment.id), body, { as: other.auth })).status).toBe(404);
    expect((await http.delete(appointmentPath(appointment.id), { as: other.auth })).status).toBe(404);

    expect((await http.delete(appointmentPath(appointment.id), { as: member.auth })).status).toBe(200);
    expect((await http.delete(appointmentPath(appointment.id), { as: studio.auth })).status).toBe(404);
    expect((await http.get(JULY, { as: studio.auth })).body.data.entries).toEqual([]);
  });

  it('carry their version on the calendar, so a save from there is refused once it is stale', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const body = {
      kind: 'appointment',
      title: 'Consultation',
      startsAt: '2026-07-20T09:00:00Z',
      endsAt: '2026-07-20T10:00:00Z',
    };
    const created = (await http.post(ApiRoutes.createAppointment.path, body, { as: studio.auth })).body.data;
    const [entry] = (await http.get(JULY, { as: studio.auth })).body.data.entries;
    expect(entry.updatedAt).toBe(created.updatedAt);
    const saved = await http.put(
      appointmentPath(created.id),
      { ...body, title: 'First tab', updatedAt: entry.updatedAt },
      { as: studio.auth },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stale = await http.put(
      appointmentPath(created.id),
      { ...body, title: 'Second tab', updatedAt: entry.updatedAt },
      { as: studio.auth },
    );
    expect(stale.body.errorCode).toBe('StaleVersion');
    // A drag answers the entry at its new version.
    const moved = await http.post(
      fillPath(ApiRoutes.moveAppointment.path, { appointmentId: created.id }),
      { startsAt: '2026-07-21T09:00:00Z', endsAt: '2026-07-21T10:00:00Z' },
      { as: studio.auth },
    );
    const [after] = (await http.get(JULY, { as: studio.auth })).body.data.entries;
    expect(moved.body.data.updatedAt).toBe(after.updatedAt);
    expect(after.updatedAt).not.toBe(saved.body.data.updatedAt);
  });

  it('refuses an unknown kind, a blank title and all-day times that are not midnights', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const body = {
      kind: 'appointment',
      title: 'Call',
      startsAt: '2026-07-20T09:00:00Z',
      endsAt: '2026-07-20T10:00:00Z',
    };
    const post = (more: object) =>
      http.post(ApiRoutes.createAppointment.path, { ...body, ...more }, { as: studio.auth });
    expect((await post({ kind: 'party' })).status).toBe(400);
    expect((await post({ title: '   ' })).status).toBe(400);
    expect((await post({ allDay: true })).status).toBe(400);
    expect(
      (await post({ allDay: true, startsAt: '2026-07-19T23:00:00Z', endsAt: '2026-07-20T23:00:00Z' })).status,
    ).toBe(200);
  });
});

describe("a calendar entry's notes", () => {
  it("carry an appointment's notes (its edit form saves them back) and '' for a session", async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const lead = await studio.job({ stage: 'lead', name: 'Notes lead' });
    const session = {
      ...timed('Shoot', '2026-07-10T10:00:00Z', '2026-07-10T12:00:00Z'),
      notes: 'Gate code 1234',
    };
    expect((await http.post(sessionsOf(lead.id), session, { as: studio.auth })).status).toBe(200);
    const created = await http.post(
      ApiRoutes.createAppointment.path,
      {
        kind: 'appointment',
        title: 'Consultation',
        startsAt: '2026-07-20T09:00:00Z',
        endsAt: '2026-07-20T10:00:00Z',
        notes: 'Bring the album samples',
      },
      { as: studio.auth },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entries = byTitle((await http.get(JULY, { as: studio.auth })).body.data.entries);
    expect(entries.Consultation!.notes).toBe('Bring the album samples');
    expect(entries.Shoot!.notes).toBe('');
    const moved = await http.post(
      fillPath(ApiRoutes.moveAppointment.path, { appointmentId: created.body.data.id }),
      { startsAt: '2026-07-21T09:00:00Z', endsAt: '2026-07-21T10:00:00Z' },
      { as: studio.auth },
    );
    expect(moved.body.data.notes).toBe('Bring the album samples');
  });
});
