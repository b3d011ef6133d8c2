// engine-dependent: parallel conversions race for the last active job (one connection on PGlite, a pool on a server).
import { ApiRoutes as R, type Job } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { onPlan } from '../../test/factories.ts';
import { client, createRecord, jobPath, profileOf, studio, transition } from '../../test/job-factories.ts';
import { accountOfCompany } from './active/repo.ts';
import { assertNotLimited, isJobLimited, limitedJobIdsAmong } from './limited.ts';
import { findJob } from './repo.ts';

/** The plan's active-jobs limit (spec 01 §8): STARTER allows 5 active jobs per business account. */
const MAX_MESSAGE = "You've reached the maximum number of Active Jobs (5) in your plan. Upgrade to add more.";

async function starterStudio(api: Parameters<typeof studio>[0], plan: 'STARTER' | 'PRO' = 'STARTER') {
  const s = await studio(api);
  await onPlan(api, s.form.email, plan);
  return { ...s, clientId: await client(api, s.companyId) };
}

const jobs = (
  api: Parameters<typeof studio>[0],
  s: { auth: Record<string, string>; clientId: string },
  n: number,
) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      createRecord(api, s.auth, { stage: 'job', name: `Job ${i + 1}`, clientIds: [s.clientId] }),
    ),
  );

describe('the active-jobs limit', () => {
  it('refuses a sixth active job with the spec words and the upgrade data; leads are not counted', async ({
    api,
  }) => {
    const s = await starterStudio(api);
    await jobs(api, s, 5);
    const sixth = await api.post(
      R.createJob.path,
      { stage: 'job', name: 'Six', clientIds: [s.clientId] },
      { as: s.auth },
    );
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({
      errorCode: 'AccessLimitation',
      errorMessage: MAX_MESSAGE,
      data: {
        feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
        upgradePlan: { planTier: 'PRO' },
        currentPlan: { planTier: 'STARTER' },
      },
    });
    const lead = await createRecord(api, s.auth, { clientIds: [s.clientId] });
    expect(lead.stage).toBe('lead');
  });

  it("shows the banner on a lead's and a completed job's profile at the limit, refuses their activation", async ({
    api,
  }) => {
    const s = await starterStudio(api);
    const [first] = await jobs(api, s, 5);
    const lead = await createRecord(api, s.auth, { clientIds: [s.clientId] });
    expect((await profileOf(api, s.auth, lead.id)).upgradeBanner).toMatchObject({
      feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
      upgradePlan: { planTier: 'PRO' },
      currentPlan: { planTier: 'STARTER', planTierName: expect.any(String) },
      actions: { UPGRADE: { url: expect.stringContaining('PRO') } },
    });
    expect((await profileOf(api, s.auth, first!.id)).upgradeBanner).toBeNull();
    const convert = await transition(api, s.auth, R.convertLead.path, lead.id);
    expect(convert.statusCode).toBe(403);
    expect(convert.json().errorMessage).toBe(MAX_MESSAGE);

    await transition(api, s.auth, R.completeJob.path, first!.id);
    expect((await profileOf(api, s.auth, lead.id)).upgradeBanner).toBeNull();
    expect((await transition(api, s.auth, R.convertLead.path, lead.id)).statusCode).toBe(200);
    expect((await profileOf(api, s.auth, first!.id)).upgradeBanner).not.toBeNull();
    const reactivate = await transition(api, s.auth, R.reactivateJob.path, first!.id);
    expect(reactivate.statusCode).toBe(403);
    expect(reactivate.json().errorCode).toBe('AccessLimitation');
  });

  it('lets exactly one of five parallel conversions through at four active jobs', async ({ api }) => {
    const s = await starterStudio(api);
    await jobs(api, s, 4);
    const leads = await Promise.all(
      Array.from({ length: 5 }, () => createRecord(api, s.auth, { clientIds: [s.clientId] })),
    );
    const answers = await Promise.all(leads.map((l) => transition(api, s.auth, R.convertLead.path, l.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    const list = await api.get(`${R.listJobs.path}?stage=job&status=active&limit=100`, { as: s.auth });
    expect(list.json().data.items).toHaveLength(5);
  });
});

describe('limited jobs: a plan that shrank', () => {
  it('withholds the jobs ranked past the limit: list rows without details, profile and edits refused', async ({
    api,
  }) => {
    const s = await starterStudio(api, 'PRO');
    const made: Job[] = [];
    for (let i = 0; i < 7; i++) made.push((await jobs(api, s, 1))[0]!);
    await onPlan(api, s.form.email, 'STARTER');
    const [sixth, seventh] = [made[5]!, made[6]!];
    const ids = made.map((j) => j.id);
    expect(await limitedJobIdsAmong(api.deps.db, s.companyId, ids)).toEqual(new Set([sixth.id, seventh.id]));
    expect(await isJobLimited(api.deps.db, s.companyId, made[0]!.id)).toBe(false);

    const list = await api.get(`${R.listJobs.path}?stage=job&limit=100`, { as: s.auth });
    const rows = list.json().data.items as Job[];
    const limitedRow = rows.find((r) => r.id === seventh.id)!;
    expect(limitedRow).toMatchObject({
      limited: true,
      name: 'Job cannot be viewed due to plan limit',
      clients: [],
      jobType: null,
      valueCents: null,
    });
    expect(rows.filter((r) => r.limited)).toHaveLength(2);

    const profile = await api.get(jobPath(R.getJob.path, seventh.id), { as: s.auth });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({
      errorCode: 'LimitedJob',
      errorMessage: 'Upgrade to view or edit this Job.',
      data: { resourcesLinks: { UPGRADE_PLAN: { url: expect.stringContaining('PRO') } } },
    });
    for (const res of [
      await api.put(jobPath(R.saveJobNotes.path, seventh.id), { notes: 'x' }, { as: s.auth }),
      await transition(api, s.auth, R.completeJob.path, seventh.id),
      await api.get(jobPath(R.listJobTasks.path, seventh.id), { as: s.auth }),
      await api.post(jobPath(R.createJobTask.path, seventh.id), { title: 'x' }, { as: s.auth }),
    ])
      expect(res.json().errorCode).toBe('LimitedJob');

    // Completing an older job frees a place: the sixth opens again, the seventh stays limited.
    await transition(api, s.auth, R.completeJob.path, made[0]!.id);
    expect((await api.get(jobPath(R.getJob.path, sixth.id), { as: s.auth })).statusCode).toBe(200);
    expect((await api.get(jobPath(R.getJob.path, seventh.id), { as: s.auth })).statusCode).toBe(403);
  });

  it("asks nothing of the plan for a lead's or a closed job's read: only an active job can be limited", async ({
    api,
  }) => {
    const s = await starterStudio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [s.clientId] });
    const done = (await jobs(api, s, 1))[0]!;
    await transition(api, s.auth, R.completeJob.path, done.id);
    const account = (await accountOfCompany(api.deps.db, s.companyId))!;
    let queries = 0;
    const counted = new Proxy(api.deps.db, {
      get(target, key, receiver) {
        if (typeof key === 'string' && ['select', 'execute', 'query', 'transaction'].includes(key)) queries++;
        return Reflect.get(target, key, receiver);
      },
    });
    for (const { id } of [lead, done])
      await assertNotLimited(counted, account, (await findJob(api.deps.db, s.companyId, id))!);
    expect(queries).toBe(0);
    // An active job is checked (and within the limit, passes).
    const active = (await jobs(api, s, 1))[0]!;
    await assertNotLimited(counted, account, (await findJob(api.deps.db, s.companyId, active.id))!);
    expect(queries).toBeGreaterThan(0);
  });
});
