import { ApiRoutes, fillPath } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { appointments, jobs } from '../../db/schema.ts';
import { describe, expect, it } from '../../test/api-test.ts';
import { calendarStudio, jsonApi } from '../../test/calendar-factories.ts';
import { onPlan, secondCompanyBehind } from '../../test/factories.ts';
import { client, insertJobWithClients } from '../../test/job-factories.ts';

const appointmentPath = (appointmentId: string) =>
  fillPath(ApiRoutes.updateAppointment.path, { appointmentId });
const JULY = `${ApiRoutes.listCalendar.path}?from=2026-07-01T00:00:00Z&to=2026-08-01T00:00:00Z`;
const call = {
  kind: 'appointment',
  title: 'Album design call',
  startsAt: '2026-07-20T09:00:00Z',
  endsAt: '2026-07-20T10:00:00Z',
};
type Api = Parameters<typeof calendarStudio>[0];

/** A studio with the Smiths' wedding (Anna and Ben Smith its clients) and another client, Cara. */
async function smiths(api: Api) {
  const studio = await calendarStudio(api);
  const anna = await client(api, studio.companyId, 'Anna', 'Smith');
  const cara = await client(api, studio.companyId, 'Cara', 'Jones');
  const wedding = await insertJobWithClients(
    api,
    { companyId: studio.companyId, stage: 'job', name: 'Smith wedding' },
    [anna],
  );
  return { studio, anna, cara, wedding };
}

const linkOf = async (api: Api, auth: Record<string, string>, title = call.title) => {
  const entries = (await jsonApi(api).get(JULY, { as: auth })).body.data.entries as {
    title: string;
    link: unknown;
  }[];
  return entries.find((e) => e.title === title)?.link;
};

describe("an appointment's client and job", () => {
  it('is saved, shown on the range and kept by a save that leaves it out', async ({ api }) => {
    const http = jsonApi(api);
    const { studio, anna, wedding } = await smiths(api);
    const created = await http.post(
      ApiRoutes.createAppointment.path,
      { ...call, clientId: anna, jobId: wedding.id },
      { as: studio.auth },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const link = {
      client: { id: anna, name: 'Anna Smith' },
      job: { id: wedding.id, stage: 'job', name: 'Smith wedding' },
    };
    expect(created.body.data.link).toEqual(link);
    expect(await linkOf(api, studio.auth)).toEqual(link);

    const id = created.body.data.id;
    const renamed = await http.put(
      appointmentPath(id),
      { ...call, title: 'Album call' },
      { as: studio.auth },
    );
    expect(renamed.body.data).toMatchObject({ title: 'Album call', link });
    const unlinked = await http.put(appointmentPath(id), { ...call, clientId: null }, { as: studio.auth });
    expect(unlinked.body.data.link).toEqual({ client: null, job: link.job });
    const none = await http.put(appointmentPath(id), { ...call, jobId: null }, { as: studio.auth });
    expect(none.body.data.link).toBeNull();
    expect(await linkOf(api, studio.auth)).toBeNull();
  });

  it('refuses another company’s, an unknown or a merged-away record, and a client not on the job', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const { studio, cara, wedding } = await smiths(api);
    const other = await smiths(api);
    const refused = async (body: object, field: string, message: string) => {
      const res = await http.post(
        ApiRoutes.createAppointment.path,
        { ...call, ...body },
        { as: studio.auth },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'ValidationFailed', errorMessage: message });
      expect(res.body.data.fields).toEqual({ [field]: message });
    };
    const noClient = 'That client does not exist any more.';
    const noJob = 'That lead or job does not exist any more.';
    await refused({ clientId: other.anna }, 'clientId', noClient);
    await refused({ jobId: other.wedding.id }, 'jobId', noJob);
    await refused({ clientId: crypto.randomUUID() }, 'clientId', noClient);
    await refused({ jobId: crypto.randomUUID() }, 'jobId', noJob);
    await refused(
      { clientId: cara, jobId: wedding.id },
      'clientId',
      'Choose one of the job’s clients, or no client.',
    );

    // An update is held to the same rules, and a refused one changes nothing.
    const made = await http.post(
      ApiRoutes.createAppointment.path,
      { ...call, clientId: cara },
      { as: studio.auth },
    );
    const res = await http.put(
      appointmentPath(made.body.data.id),
      { ...call, jobId: other.wedding.id },
      {
        as: studio.auth,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({ jobId: noJob });
    const rows = await api.deps.db
      .select()
      .from(appointments)
      .where(eq(appointments.companyId, studio.companyId));
    expect(rows.map((r) => [r.clientId, r.jobId])).toEqual([[cara, null]]);
  });

  it('hides a limited job’s name, as its sessions do; the appointment stays the studio’s', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    await onPlan(api, studio.form.email, 'STARTER');
    for (let i = 0; i < 5; i += 1) await studio.job();
    const past = await studio.job({ name: 'Past the limit' });
    await http.post(ApiRoutes.createAppointment.path, { ...call, jobId: past.id }, { as: studio.auth });
    expect(await linkOf(api, studio.auth)).toEqual({
      client: null,
      job: { id: past.id, stage: 'job', name: null },
    });
  });

  it('is never on blocked time', async ({ api }) => {
    const http = jsonApi(api);
    const { studio, anna } = await smiths(api);
    const blocked = await http.post(
      ApiRoutes.createAppointment.path,
      { ...call, kind: 'blocked', clientId: anna },
      { as: studio.auth },
    );
    expect(blocked.status).toBe(400);
    expect(blocked.body.data.fields).toEqual({
      clientId: 'Blocked time cannot be linked to a client or job.',
    });
    // Turned into blocked time while it has a link that the save leaves out: refused, not dropped.
    const made = await http.post(
      ApiRoutes.createAppointment.path,
      { ...call, clientId: anna },
      { as: studio.auth },
    );
    const turned = await http.put(
      appointmentPath(made.body.data.id),
      { ...call, kind: 'blocked' },
      {
        as: studio.auth,
      },
    );
    expect(turned.status).toBe(400);
    expect(turned.body.data.fields).toEqual({
      clientId: 'Blocked time cannot be linked to a client or job.',
    });
  });

  it('is dropped when the client or job is deleted; the appointment stays', async ({ api }) => {
    const http = jsonApi(api);
    const { studio, cara, wedding } = await smiths(api);
    await http.post(ApiRoutes.createAppointment.path, { ...call, clientId: cara }, { as: studio.auth });
    await http.post(
      ApiRoutes.createAppointment.path,
      { ...call, title: 'Prints', jobId: wedding.id },
      {
        as: studio.auth,
      },
    );
    const deleted = await http.delete(fillPath(ApiRoutes.deleteClient.path, { clientId: cara }), {
      as: studio.auth,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // No route deletes a job (they are archived); the company's deletion or an operator's can.
    await api.deps.db.delete(jobs).where(eq(jobs.id, wedding.id));
    expect(await linkOf(api, studio.auth)).toBeNull();
    expect(await linkOf(api, studio.auth, 'Prints')).toBeNull();
  });

  it('follows a merged client, and is dropped when the job or client moves to another company', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const { studio, anna, cara, wedding } = await smiths(api);
    await onPlan(api, studio.form.email, 'MASTER');
    const made = await http.post(
      ApiRoutes.createAppointment.path,
      { ...call, clientId: cara },
      { as: studio.auth },
    );
    const merge = fillPath(ApiRoutes.mergeClients.path, { clientId: anna });
    expect((await http.post(merge, { otherClientId: cara }, { as: studio.auth })).status).toBe(200);
    expect((await linkOf(api, studio.auth)) as object).toMatchObject({ client: { id: anna } });

    await http.put(appointmentPath(made.body.data.id), { ...call, jobId: wedding.id }, { as: studio.auth });
    const { auth, second } = await secondCompanyBehind(api, studio.auth, studio.companyId);
    const moved = await http.post(
      fillPath(ApiRoutes.moveJobToCompany.path, { id: wedding.id }),
      { companyId: second },
      { as: auth },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Anna went with her only job: neither link may point into the other company.
    expect(await linkOf(api, auth)).toBeNull();

    // A client moved on its own leaves its appointments here, unlinked, too.
    const dan = await client(api, studio.companyId, 'Dan', 'Moss');
    await http.post(ApiRoutes.createAppointment.path, { ...call, title: 'Dan', clientId: dan }, { as: auth });
    const gone = await http.post(
      fillPath(ApiRoutes.moveClient.path, { clientId: dan }),
      { companyId: second },
      { as: auth },
    );
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await linkOf(api, auth, 'Dan')).toBeNull();
  });
});
