import { ApiRoutes as R, type LeadStage } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { currentCompanyId } from '../../test/factories.ts';

type Auth = Record<string, string>;
const path = R.listLeadStages.path;
const one = (id: string) => R.updateLeadStage.path.replace(':id', id);

async function list(api: Api, auth: Auth): Promise<LeadStage[]> {
  const res = await api.get(path, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const byName = (stages: LeadStage[], name: string) => stages.find((s) => s.name === name)!;

describe('the lead pipeline', () => {
  it('a new company has the default pipeline: four open stages, Booked (won), Lost', async ({ api }) => {
    const owner = await api.signedInOwner();
    expect((await list(api, owner.auth)).map((s) => [s.name, s.kind, s.position, s.leadCount])).toEqual([
      ['New inquiry', 'open', 0, 0],
      ['Contacted', 'open', 1, 0],
      ['Meeting booked', 'open', 2, 0],
      ['Quote sent', 'open', 3, 0],
      ['Booked', 'won', 4, 0],
      ['Lost', 'lost', 5, 0],
    ]);
  });

  it('adds, renames and reorders stages; keeps exactly one won, an open and a lost stage', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const added = await api.post(path, { name: 'Proposal viewed', kind: 'open' }, { as: owner.auth });
    expect(added.json().data).toMatchObject({
      name: 'Proposal viewed',
      kind: 'open',
      position: 6,
      leadCount: 0,
    });
    const secondWon = await api.post(path, { name: 'Signed', kind: 'won' }, { as: owner.auth });
    expect(secondWon.statusCode).toBe(409);
    expect(secondWon.json().errorMessage).toBe(
      'The pipeline has exactly one won stage: a booked lead goes there.',
    );
    const taken = await api.post(path, { name: 'lost', kind: 'lost' }, { as: owner.auth });
    expect(taken.json()).toMatchObject({
      errorCode: 'AlreadyExists',
      data: { fields: { name: expect.any(String) } },
    });

    const stages = await list(api, owner.auth);
    const booked = byName(stages, 'Booked');
    const lost = byName(stages, 'Lost');
    expect((await api.put(one(booked.id), { kind: 'open' }, { as: owner.auth })).statusCode).toBe(409);
    expect((await api.put(one(lost.id), { kind: 'open' }, { as: owner.auth })).json().errorMessage).toBe(
      'The pipeline needs at least one lost stage.',
    );
    const renamed = await api.put(one(booked.id), { name: 'Booked!' }, { as: owner.auth });
    expect(renamed.json().data).toMatchObject({ name: 'Booked!', kind: 'won' });
    // A second lost stage is fine; then the first may become open.
    await api.post(path, { name: 'Ghosted', kind: 'lost' }, { as: owner.auth });
    expect((await api.put(one(lost.id), { kind: 'open' }, { as: owner.auth })).statusCode).toBe(200);

    const ids = (await list(api, owner.auth)).map((s) => s.id).reverse();
    const reordered = await api.put(R.reorderLeadStages.path, { ids }, { as: owner.auth });
    expect(reordered.json().data.map((s: LeadStage) => s.id)).toEqual(ids);
  });

  it('deleting a stage with leads moves them where the user says; the won and last stages stay', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const stages = await list(api, owner.auth);
    const contacted = byName(stages, 'Contacted');
    const inquiry = byName(stages, 'New inquiry');
    await api.deps.db.insert(jobs).values(
      ['Smith wedding', 'Lee portraits'].map((name) => ({
        companyId,
        stage: 'lead' as const,
        name,
        leadStageId: contacted.id,
      })),
    );
    expect(byName(await list(api, owner.auth), 'Contacted').leadCount).toBe(2);

    const unnamed = await api.delete(one(contacted.id), { as: owner.auth });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().data.fields.moveTo).toBe('This stage has 2 leads: choose the stage they move to.');
    const toSelf = await api.delete(`${one(contacted.id)}?moveTo=${contacted.id}`, { as: owner.auth });
    expect(toSelf.statusCode).toBe(400);
    const moved = await api.delete(`${one(contacted.id)}?moveTo=${inquiry.id}`, { as: owner.auth });
    expect(moved.statusCode, moved.body).toBe(200);
    const leads = await api.deps.db.select().from(jobs).where(eq(jobs.companyId, companyId));
    expect(leads.map((l) => l.leadStageId)).toEqual([inquiry.id, inquiry.id]);
    expect(byName(await list(api, owner.auth), 'New inquiry').leadCount).toBe(2);

    // A stage without leads goes without asking.
    expect((await api.delete(one(byName(stages, 'Quote sent').id), { as: owner.auth })).statusCode).toBe(200);
    const won = await api.delete(one(byName(stages, 'Booked').id), { as: owner.auth });
    expect(won.statusCode).toBe(409);
    expect((await api.delete(one(byName(stages, 'Lost').id), { as: owner.auth })).statusCode).toBe(409);
    await api.delete(one(byName(stages, 'Meeting booked').id), { as: owner.auth });
    const lastOpen = await api.delete(`${one(inquiry.id)}?moveTo=${byName(stages, 'Lost').id}`, {
      as: owner.auth,
    });
    expect(lastOpen.json().errorMessage).toBe('The pipeline needs at least one open stage.');
  });

  it("does not move leads into another company's stage", async ({ api }) => {
    const owner = await api.signedInOwner();
    const other = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const contacted = byName(await list(api, owner.auth), 'Contacted');
    await api.deps.db
      .insert(jobs)
      .values({ companyId, stage: 'lead', name: 'Smith', leadStageId: contacted.id });
    const theirs = byName(await list(api, other.auth), 'Contacted');
    const res = await api.delete(`${one(contacted.id)}?moveTo=${theirs.id}`, { as: owner.auth });
    expect(res.statusCode).toBe(400);
    expect((await api.delete(one(theirs.id), { as: owner.auth })).statusCode).toBe(404);
  });
});
