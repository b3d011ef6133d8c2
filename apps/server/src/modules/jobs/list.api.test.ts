// engine-dependent: finding records by a typo ranks with pg_trgm, an extension PGlite loads itself.
import { ApiRoutes as R, type Job, type JobBoard } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { jobs as jobsTable } from '../../db/schema.ts';
import type { Api } from '../../test/api-test.ts';
import { it } from '../../test/api-test.ts';
import { client, createRecord, jobType, pipeline, studio, transition } from '../../test/job-factories.ts';

type Auth = Record<string, string>;

async function allPages(api: Api, auth: Auth, query: string, limit = 2) {
  const seen: Job[] = [];
  let cursor: string | null = null;
  do {
    const url = `${R.listJobs.path}?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await api.get(url, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { items: Job[]; nextCursor: string | null };
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('leads and jobs: the list', () => {
  it('pages every record once in each sort, undated last, with filters by type, stage, status and date', async ({
    api,
  }) => {
    const s = await studio(api);
    const anna = await client(api, s.companyId);
    const wedding = await jobType(api, s.companyId, 'Wedding');
    const dates = ['2030-05-01', null, '2030-01-15', '2030-05-01', null, '2029-12-31'];
    const made: Job[] = [];
    for (const [i, mainDate] of dates.entries())
      made.push(
        await createRecord(api, s.auth, {
          name: `${['b', 'A', 'c', 'a', 'D', 'e'][i]} lead`,
          clientIds: [anna],
          mainDate,
          jobTypeId: i % 2 === 0 ? wedding!.id : null,
        }),
      );
    const names = (rows: Job[]) => rows.map((r) => r.name);
    expect(names(await allPages(api, s.auth, 'stage=lead'))).toEqual(names([...made].reverse()));
    const byDate = await allPages(api, s.auth, 'stage=lead&sort=mainDate');
    expect(byDate.map((r) => r.mainDate)).toEqual([
      '2029-12-31',
      '2030-01-15',
      '2030-05-01',
      '2030-05-01',
      null,
      null,
    ]);
    const byDateDesc = await allPages(api, s.auth, 'stage=lead&sort=mainDate&order=desc');
    expect(byDateDesc.map((r) => r.mainDate)).toEqual([
      '2030-05-01',
      '2030-05-01',
      '2030-01-15',
      '2029-12-31',
      null,
      null,
    ]);
    expect(names(await allPages(api, s.auth, 'stage=lead&sort=name')).map((n) => n.toLowerCase())).toEqual([
      'a lead',
      'a lead',
      'b lead',
      'c lead',
      'd lead',
      'e lead',
    ]);
    expect(await allPages(api, s.auth, `stage=lead&jobTypeId=${wedding!.id}`)).toHaveLength(3);
    expect(await allPages(api, s.auth, 'stage=lead&from=2030-01-01&to=2030-05-01')).toHaveLength(3);
    expect(await allPages(api, s.auth, 'stage=job')).toHaveLength(0);
    const stages = await pipeline(api, s.companyId);
    await transition(api, s.auth, R.moveLeadStage.path, made[0]!.id, { leadStageId: stages[1]!.id });
    expect(names(await allPages(api, s.auth, `stage=lead&leadStageId=${stages[1]!.id}`))).toEqual(['b lead']);
    await transition(api, s.auth, R.archiveJob.path, made[1]!.id);
    expect(await allPages(api, s.auth, 'stage=lead')).toHaveLength(5);
    expect(names(await allPages(api, s.auth, 'stage=lead&status=archived'))).toEqual(['A lead']);
  });

  it("finds records by name, a typo in it, or a client's name or email", async ({ api }) => {
    const s = await studio(api);
    const anna = await client(api, s.companyId, 'Anna', 'Smith');
    const ben = await client(api, s.companyId, 'Benedict', 'Cumberland');
    await createRecord(api, s.auth, { name: 'Lakeside wedding', clientIds: [anna] });
    await createRecord(api, s.auth, { name: 'Studio portraits', clientIds: [ben] });
    const found = async (q: string) =>
      (await allPages(api, s.auth, `stage=lead&search=${encodeURIComponent(q)}`, 10)).map((r) => r.name);
    expect(await found('lakeside')).toEqual(['Lakeside wedding']);
    expect(await found('Lakesyde')).toEqual(['Lakeside wedding']);
    expect(await found('cumberland')).toEqual(['Studio portraits']);
    expect(await found('anna.smith@')).toEqual(['Lakeside wedding']);
    expect(await found('100%_')).toEqual([]);
  });

  it('refuses a forged cursor with a 400 naming it', async ({ api }) => {
    const s = await studio(api);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const [sort, cursor] of [
      ['name', 'garbage'],
      ['name', forged(['x', 'not-a-uuid'])],
      ['mainDate', forged(['2030-02-30', '00000000-0000-4000-8000-000000000000'])],
      ['created', forged(['yesterday', '00000000-0000-4000-8000-000000000000'])],
      // PostgreSQL has no year 0: a time or date in it is forged too (a 500 before).
      ['created', forged(['0000-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])],
      ['mainDate', forged(['0000-01-01', '00000000-0000-4000-8000-000000000000'])],
    ]) {
      const res = await api.get(`${R.listJobs.path}?stage=lead&sort=${sort}&cursor=${cursor}`, {
        as: s.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toHaveProperty('cursor');
    }
  });
});

describe('leads and jobs: the board', () => {
  it('has a column per pipeline stage for leads and per status for jobs, each counted and paged', async ({
    api,
  }) => {
    const s = await studio(api);
    const anna = await client(api, s.companyId);
    const stages = await pipeline(api, s.companyId);
    for (let i = 0; i < 3; i++) await createRecord(api, s.auth, { name: `Lead ${i}`, clientIds: [anna] });
    const res = await api.get(`${R.getJobBoard.path}?stage=lead&limit=2`, { as: s.auth });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json().data as JobBoard;
    expect(board.columns.map((c) => c.title)).toEqual(stages.map((st) => st.name));
    const first = board.columns[0]!;
    expect(first).toMatchObject({ key: stages[0]!.id, count: 3, status: null });
    expect(first.items.map((j) => j.name)).toEqual(['Lead 2', 'Lead 1']);
    const next = await api.get(
      `${R.listJobs.path}?stage=lead&status=active&leadStageId=${first.key}&limit=2&cursor=${first.nextCursor}`,
      { as: s.auth },
    );
    expect(next.json().data.items.map((j: Job) => j.name)).toEqual(['Lead 0']);

    const job = await createRecord(api, s.auth, { stage: 'job', clientIds: [anna] });
    await createRecord(api, s.auth, { stage: 'job', clientIds: [anna] });
    await transition(api, s.auth, R.completeJob.path, job.id);
    const jobs = (await api.get(`${R.getJobBoard.path}?stage=job`, { as: s.auth })).json().data as JobBoard;
    expect(jobs.columns.map((c) => [c.key, c.count, c.items.length])).toEqual([
      ['active', 1, 1],
      ['completed', 1, 1],
      ['archived', 0, 0],
    ]);
  });

  it("shows a lead without a stage in the first open stage's column, counted and paged there", async ({
    api,
  }) => {
    const s = await studio(api);
    const anna = await client(api, s.companyId);
    const stages = await pipeline(api, s.companyId);
    const leads: Job[] = [];
    for (let i = 0; i < 3; i++)
      leads.push(await createRecord(api, s.auth, { name: `Lead ${i}`, clientIds: [anna] }));
    // What a move to a company whose pipeline has no stage of that name leaves (or a deleted stage's set null).
    await api.deps.db.update(jobsTable).set({ leadStageId: null }).where(eq(jobsTable.id, leads[1]!.id));
    const board = (await api.get(`${R.getJobBoard.path}?stage=lead&limit=2`, { as: s.auth })).json()
      .data as JobBoard;
    const first = board.columns[0]!;
    expect(first).toMatchObject({ key: stages[0]!.id, count: 3 });
    expect(first.items.map((j) => j.name)).toEqual(['Lead 2', 'Lead 1']);
    expect(board.columns.slice(1).every((c) => c.count === 0)).toBe(true);
    const second = await api.get(`${R.getJobBoard.path}?stage=lead&leadStageId=${stages[1]!.id}`, {
      as: s.auth,
    });
    expect(second.json().data.columns[0].items).toEqual([]);
    const next = await api.get(
      `${R.listJobs.path}?stage=lead&status=active&leadStageId=${first.key}&limit=2&cursor=${first.nextCursor}`,
      { as: s.auth },
    );
    expect(next.json().data.items.map((j: Job) => j.name)).toEqual(['Lead 0']);
  });
});
