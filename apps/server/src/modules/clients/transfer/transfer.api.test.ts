import { ApiRoutes as R, fillPath, type Client } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { jobClients, jobs, mailOutbox } from '../../../db/schema.ts';
import { type Api, it } from '../../../test/api-test.ts';
import { createdCompany, currentCompanyId, onPlan } from '../../../test/factories.ts';
import { insertJobWithClients } from '../../../test/job-factories.ts';
import { createdClient, person } from '../test-clients.ts';

type Auth = Record<string, string>;
const one = (path: string, clientId: string) => fillPath(path, { clientId });

const jobFor = (api: Api, companyId: string, name: string, clientIds: string[]) =>
  insertJobWithClients(api, { companyId, stage: 'job', name }, clientIds);
const get = async (api: Api, auth: Auth, path: string) => {
  const res = await api.get(path, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('merging two clients', () => {
  it('keeps one client with what the other had; jobs, mail and activity follow; the other is archived', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const kept = await createdClient(api, owner.auth, {
      ...person('Anna', 'Smith'),
      tags: ['VIP'],
      notes: 'Kept notes',
    });
    const other = await createdClient(api, owner.auth, {
      kind: 'person',
      contacts: [{ firstName: 'Anna', lastName: 'Smyth', email: 'anna@example.com', phone: '0123' }],
      tags: ['vip', 'Wedding'],
      notes: 'Other notes',
      leadSource: 'Referral',
    });
    const both = await jobFor(api, companyId, 'Shared job', [kept.id, other.id]);
    const only = await jobFor(api, companyId, 'Smyth wedding', [other.id]);
    await api.deps.db.insert(mailOutbox).values({
      to: 'anna@example.com',
      subject: 'Your gallery',
      text: 'x',
      html: 'x',
      kind: 'studio',
      companyId,
      clientId: other.id,
    } as typeof mailOutbox.$inferInsert);

    const res = await api.post(
      one(R.mergeClients.path, kept.id),
      { otherClientId: other.id },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      contacts: [{ firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com', phone: '0123' }],
      tags: ['VIP', 'Wedding'],
      notes: 'Kept notes\n\nOther notes',
      leadSource: 'Referral',
    });
    const jobsOfKept = await get(api, owner.auth, one(R.listClientJobs.path, kept.id));
    expect(jobsOfKept.rows.map((j: { name: string }) => j.name).sort()).toEqual([
      'Shared job',
      'Smyth wedding',
    ]);
    const links = await api.deps.db.select().from(jobClients).where(eq(jobClients.jobId, both.id));
    expect(links.map((l) => l.clientId)).toEqual([kept.id]);
    expect(
      (await api.deps.db.select().from(jobClients).where(eq(jobClients.jobId, only.id)))[0]?.clientId,
    ).toBe(kept.id);
    const mail = await get(api, owner.auth, one(R.listClientEmails.path, kept.id));
    expect(mail.rows).toMatchObject([{ subject: 'Your gallery', status: 'queued' }]);

    const gone: Client = await get(api, owner.auth, one(R.getClient.path, other.id));
    expect(gone).toMatchObject({ mergedIntoId: kept.id, archivedAt: expect.any(String) });
    const keptActivity = await get(api, owner.auth, one(R.listClientActivity.path, kept.id));
    expect(keptActivity.rows[0]).toMatchObject({ action: 'merged', details: { from: other.id } });
    const otherActivity = await get(api, owner.auth, one(R.listClientActivity.path, other.id));
    expect(otherActivity.rows[0]).toMatchObject({ action: 'merged', details: { into: kept.id } });

    // A merged client can be neither merged again nor brought back.
    const again = await api.post(
      one(R.mergeClients.path, kept.id),
      { otherClientId: other.id },
      { as: owner.auth },
    );
    expect(again.statusCode).toBe(409);
    expect(
      (await api.post(one(R.unarchiveClient.path, other.id), undefined, { as: owner.auth })).statusCode,
    ).toBe(409);
    expect(
      (await api.post(one(R.mergeClients.path, kept.id), { otherClientId: kept.id }, { as: owner.auth }))
        .statusCode,
    ).toBe(400);
  });

  it("does not merge another company's client", async ({ api }) => {
    const owner = await api.signedInOwner();
    const stranger = await api.signedInOwner();
    const mine = await createdClient(api, owner.auth, person('Anna', 'Smith'));
    const theirs = await createdClient(api, stranger.auth, person('Ben', 'Jones'));
    const res = await api.post(
      one(R.mergeClients.path, mine.id),
      { otherClientId: theirs.id },
      { as: owner.auth },
    );
    expect(res.statusCode).toBe(404);
    expect((await get(api, stranger.auth, one(R.getClient.path, theirs.id))).archivedAt).toBeNull();
  });
});

describe('moving a client to another company', () => {
  it('moves the client with its jobs and activity; refuses a job shared with a client who stays', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const first = await currentCompanyId(api, owner.auth);
    await onPlan(api, owner.form.email, 'MASTER');
    const second = await createdCompany(api, owner.auth);
    const anna = await createdClient(api, second.auth, person('Anna', 'Smith'));
    const ben = await createdClient(api, second.auth, person('Ben', 'Jones'));
    const solo = await jobFor(api, second.companyId, 'Anna portraits', [anna.id]);
    const shared = await jobFor(api, second.companyId, 'Joint shoot', [anna.id, ben.id]);

    const refused = await api.post(
      one(R.moveClient.path, anna.id),
      { companyId: first },
      { as: second.auth },
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errorMessage).toContain('Joint shoot');

    await api.deps.db.delete(jobClients).where(eq(jobClients.jobId, shared.id));
    await api.deps.db
      .insert(jobClients)
      .values({ jobId: shared.id, clientId: ben.id, companyId: second.companyId });
    const moved = await api.post(one(R.moveClient.path, anna.id), { companyId: first }, { as: second.auth });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ companyId: first, movedJobIds: [solo.id] });
    expect((await api.get(one(R.getClient.path, anna.id), { as: second.auth })).statusCode).toBe(404);
    const [job] = await api.deps.db.select().from(jobs).where(eq(jobs.id, solo.id));
    expect(job?.companyId).toBe(first);

    const back = await api.post(R.switchCompany.path, { companyId: first }, { as: second.auth });
    expect(back.statusCode, back.body).toBe(200);
    const auth = { authorization: `Bearer ${back.json().data.access_token}` };
    const activity = await get(api, auth, one(R.listClientActivity.path, anna.id));
    expect(activity.rows.map((a: { action: string }) => a.action)).toEqual(['moved', 'created']);
  });

  it('refuses a company the user is not a member of', async ({ api }) => {
    const owner = await api.signedInOwner();
    const stranger = await api.signedInOwner();
    const anna = await createdClient(api, owner.auth, person('Anna', 'Smith'));
    const target = await currentCompanyId(api, stranger.auth);
    const res = await api.post(one(R.moveClient.path, anna.id), { companyId: target }, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(403);
  });
});
