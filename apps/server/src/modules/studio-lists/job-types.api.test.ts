import { ApiRoutes as R, type JobType } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { jobs, jobTypes as jobTypesTable } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { currentCompanyId } from '../../test/factories.ts';

type Auth = Record<string, string>;
const path = R.listJobTypes.path;
const one = (id: string) => R.updateJobType.path.replace(':id', id);

async function list(api: Api, auth: Auth): Promise<JobType[]> {
  const res = await api.get(path, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function created(api: Api, auth: Auth, name: string, colour = '#228be6'): Promise<JobType> {
  const res = await api.post(path, { name, colour }, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** A lead of the company with this type (the jobs module's API is another part's). */
async function leadOfType(api: Api, companyId: string, jobTypeId: string) {
  await api.deps.db.insert(jobs).values({ companyId, stage: 'lead', name: 'Smith wedding', jobTypeId });
}

describe('job types', () => {
  it('a new company has the default types in order, each with its colour and no jobs', async ({ api }) => {
    const owner = await api.signedInOwner();
    const types = await list(api, owner.auth);
    expect(types.map((t) => t.name)).toEqual([
      'Wedding',
      'Engagement',
      'Portrait',
      'Family',
      'Newborn',
      'Maternity',
      'Event',
      'Commercial',
    ]);
    expect(types.every((t) => /^#[0-9a-f]{6}$/.test(t.colour) && t.jobCount === 0 && !t.archived)).toBe(true);
    expect(new Set(types.map((t) => t.colour)).size).toBe(8);
  });

  it('adds at the end, renames, recolours; a name taken in any case is a field error', async ({ api }) => {
    const owner = await api.signedInOwner();
    const boudoir = await created(api, owner.auth, '  Boudoir ', '#FA5252');
    expect(boudoir).toMatchObject({ name: 'Boudoir', colour: '#fa5252', position: 8, jobCount: 0 });
    const taken = await api.post(path, { name: 'wedding', colour: '#228be6' }, { as: owner.auth });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'AlreadyExists',
      data: { fields: { name: 'A job type named "wedding" already exists. Choose another name.' } },
    });
    const renamed = await api.put(
      one(boudoir.id),
      { name: 'Boudoir session', colour: '#12b886' },
      { as: owner.auth },
    );
    expect(renamed.json().data).toMatchObject({ name: 'Boudoir session', colour: '#12b886' });
    // Its own name in another case is not "taken".
    const recased = await api.put(one(boudoir.id), { name: 'BOUDOIR SESSION' }, { as: owner.auth });
    expect(recased.statusCode, recased.body).toBe(200);
    const clash = await api.put(one(boudoir.id), { name: 'Family' }, { as: owner.auth });
    expect(clash.statusCode).toBe(409);
    const badColour = await api.post(path, { name: 'Pets', colour: 'red' }, { as: owner.auth });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().data.fields.colour).toBe('Pick a colour');
    const tooLong = await api.post(path, { name: 'x'.repeat(61), colour: '#228be6' }, { as: owner.auth });
    expect(tooLong.statusCode).toBe(400);
  });

  it('reorders by the ids sent; a list that is not the whole list is refused', async ({ api }) => {
    const owner = await api.signedInOwner();
    const ids = (await list(api, owner.auth)).map((t) => t.id);
    const reversed = [...ids].reverse();
    const res = await api.put(R.reorderJobTypes.path, { ids: reversed }, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((t: JobType) => t.id)).toEqual(reversed);
    expect((await list(api, owner.auth)).map((t) => t.id)).toEqual(reversed);
    const partial = await api.put(R.reorderJobTypes.path, { ids: reversed.slice(1) }, { as: owner.auth });
    expect(partial.statusCode).toBe(409);
    const repeated = await api.put(R.reorderJobTypes.path, { ids: [ids[0], ids[0]] }, { as: owner.auth });
    expect(repeated.statusCode).toBe(400);
  });

  it('deletes an unused type; archives one in use, which keeps its jobs and can be restored', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const [wedding, engagement] = await list(api, owner.auth);
    await leadOfType(api, companyId, wedding!.id);

    const unused = await api.delete(one(engagement!.id), { as: owner.auth });
    expect(unused.json().data).toEqual({ archived: false });
    const used = await api.delete(one(wedding!.id), { as: owner.auth });
    expect(used.json().data).toEqual({ archived: true });

    const after = await list(api, owner.auth);
    expect(after.find((t) => t.id === engagement!.id)).toBeUndefined();
    expect(after.find((t) => t.id === wedding!.id)).toMatchObject({ archived: true, jobCount: 1 });
    const [job] = await api.deps.db.select().from(jobs).where(eq(jobs.companyId, companyId));
    expect(job!.jobTypeId).toBe(wedding!.id);

    // Its name stays taken while archived: the message says to restore it.
    const again = await api.post(path, { name: 'Wedding', colour: '#228be6' }, { as: owner.auth });
    expect(again.json().errorMessage).toBe(
      'An archived job type is named "Wedding". Restore it, or choose another name.',
    );
    const restored = await api.put(one(wedding!.id), { archived: false }, { as: owner.auth });
    expect(restored.json().data).toMatchObject({ archived: false, jobCount: 1 });
    expect((await api.delete(one(engagement!.id), { as: owner.auth })).statusCode).toBe(404);
  });

  it("never reads or changes another company's types", async ({ api }) => {
    const owner = await api.signedInOwner();
    const other = await api.signedInOwner();
    const [theirs] = await list(api, other.auth);
    expect((await api.put(one(theirs!.id), { name: 'Mine' }, { as: owner.auth })).statusCode).toBe(404);
    expect((await api.delete(one(theirs!.id), { as: owner.auth })).statusCode).toBe(404);
    const mine = (await list(api, owner.auth)).map((t) => t.id);
    const mixed = await api.put(
      R.reorderJobTypes.path,
      { ids: [theirs!.id, ...mine.slice(1)] },
      { as: owner.auth },
    );
    expect(mixed.statusCode).toBe(409);
    const [row] = await api.deps.db.select().from(jobTypesTable).where(eq(jobTypesTable.id, theirs!.id));
    expect(row).toMatchObject({ name: 'Wedding', position: 0 });
  });
});
