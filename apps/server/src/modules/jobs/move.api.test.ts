import { ApiRoutes as R, CompanyPaths } from '@focal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { clients, customFields, jobSessions, jobTasks, jobTypes, leadStages } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, onPlan, secondCompanyBehind } from '../../test/factories.ts';
import {
  client,
  createRecord,
  jobType,
  pipeline,
  profileOf,
  studio,
  transition,
} from '../../test/job-factories.ts';

/** An owner on MASTER with two companies, working in the first. */
async function twoCompanies(api: Api) {
  const s = await studio(api);
  await onPlan(api, s.form.email, 'MASTER');
  const { auth, second } = await secondCompanyBehind(api, s.auth, s.companyId);
  return { ...s, auth, second };
}

describe('moving a lead or job to another company of the account', () => {
  it('moves it with its sessions and tasks; type and stage matched by name; clients moved or copied', async ({
    api,
  }) => {
    const s = await twoCompanies(api);
    const anna = await client(api, s.companyId, 'Anna', 'Smith');
    const ben = await client(api, s.companyId, 'Ben', 'Jones');
    const stages = await pipeline(api, s.companyId);
    const wedding = await jobType(api, s.companyId, 'Wedding');
    // The other company calls its wedding type differently: the moved lead has no type there.
    await api.deps.db
      .update(jobTypes)
      .set({ name: 'Weddings' })
      .where(and(eq(jobTypes.companyId, s.second), eq(jobTypes.name, 'Wedding')));
    const lead = await createRecord(api, s.auth, {
      clientIds: [anna, ben],
      jobTypeId: wedding!.id,
      leadStageId: stages[1]!.id,
      sessions: [{ name: 'Shoot', startsAt: '2030-03-01T10:00:00Z', endsAt: '2030-03-01T12:00:00Z' }],
    });
    await api.post(R.createJobTask.path.replace(':id', lead.id), { title: 'Call' }, { as: s.auth });
    await createRecord(api, s.auth, { name: 'Ben again', clientIds: [ben] });

    const res = await transition(api, s.auth, R.moveJobToCompany.path, lead.id, { companyId: s.second });
    expect(res.statusCode, res.body).toBe(200);
    const [secondStage] = await api.deps.db
      .select()
      .from(leadStages)
      .where(and(eq(leadStages.companyId, s.second), eq(leadStages.name, stages[1]!.name)));
    expect(res.json().data).toMatchObject({ jobType: null, leadStage: { id: secondStage!.id } });
    const moved = res.json().data.clients as { id: string; displayName: string }[];
    expect(moved.map((c) => c.displayName)).toEqual(['Anna Smith', 'Ben Jones']);
    expect(moved[0]!.id).toBe(anna);
    expect(moved[1]!.id).not.toBe(ben);

    const companyOf = async (table: typeof jobSessions | typeof jobTasks) =>
      (await api.deps.db.select({ c: table.companyId }).from(table).where(eq(table.jobId, lead.id))).map(
        (r) => r.c,
      );
    expect(await companyOf(jobSessions)).toEqual([s.second]);
    expect(await companyOf(jobTasks)).toEqual([s.second]);
    const [annaRow] = await api.deps.db.select().from(clients).where(eq(clients.id, anna));
    const [benRow] = await api.deps.db.select().from(clients).where(eq(clients.id, ben));
    expect([annaRow!.companyId, benRow!.companyId]).toEqual([s.second, s.companyId]);

    expect((await api.get(R.getJob.path.replace(':id', lead.id), { as: s.auth })).statusCode).toBe(404);
    const inSecond = await api.call({
      method: 'POST',
      url: CompanyPaths.switch,
      headers: s.auth,
      payload: { companyId: s.second },
    });
    const profile = await profileOf(api, bearer(inSecond.json().data), lead.id);
    expect(profile.counts).toMatchObject({ sessions: 1, tasks: 1 });
  });

  it("carries custom field values by label, the record's and its moved or copied clients'", async ({
    api,
  }) => {
    const s = await twoCompanies(api);
    const field = async (companyId: string, entity: 'client' | 'job', label: string) => {
      const [row] = await api.deps.db
        .insert(customFields)
        .values({ companyId, entity, label, type: 'text', position: 0 })
        .returning();
      return row!.id;
    };
    const [guests, venue, source] = [
      await field(s.companyId, 'job', 'Guests'),
      await field(s.companyId, 'job', 'Venue'),
      await field(s.companyId, 'client', 'Referred by'),
    ];
    // The other company has Guests and Referred by (another case), but no Venue.
    const [guestsThere, sourceThere] = [
      await field(s.second, 'job', 'Guests'),
      await field(s.second, 'client', 'referred BY'),
    ];
    const anna = await client(api, s.companyId, 'Anna', 'Smith');
    const ben = await client(api, s.companyId, 'Ben', 'Jones');
    await api.deps.db
      .update(clients)
      .set({ customFields: { [source]: 'Dana' } })
      .where(eq(clients.companyId, s.companyId));
    await createRecord(api, s.auth, { name: 'Ben again', clientIds: [ben] });
    const lead = await createRecord(api, s.auth, {
      clientIds: [anna, ben],
      customFields: { [guests]: '120', [venue]: 'Barn' },
    });

    const res = await transition(api, s.auth, R.moveJobToCompany.path, lead.id, { companyId: s.second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customFields).toEqual({ [guestsThere]: '120' });
    const [movedAnna, copiedBen] = res.json().data.clients as { id: string }[];
    const valuesOf = async (id: string) =>
      (await api.deps.db.select().from(clients).where(eq(clients.id, id)))[0]!.customFields;
    expect(movedAnna!.id).toBe(anna);
    expect(await valuesOf(anna)).toEqual({ [sourceThere]: 'Dana' });
    expect(await valuesOf(copiedBen!.id)).toEqual({ [sourceThere]: 'Dana' });
    expect(await valuesOf(ben)).toEqual({ [source]: 'Dana' });
  });

  it("refuses the same company and a company of another account or that the user doesn't work in", async ({
    api,
  }) => {
    const s = await twoCompanies(api);
    const stranger = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const same = await transition(api, s.auth, R.moveJobToCompany.path, lead.id, { companyId: s.companyId });
    expect(same.statusCode).toBe(409);
    const foreign = await transition(api, s.auth, R.moveJobToCompany.path, lead.id, {
      companyId: stranger.companyId,
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await transition(api, s.auth, R.moveJobToCompany.path, lead.id, {
      companyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(403);
  });
});
