import { ApiRoutes as R, type CreateJobRequest, type Job, type JobProfile } from '@focal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobClients, jobs, jobTypes, leadStages } from '../db/schema.ts';
import { insertClient } from '../modules/clients/repo.ts';
import type { Api } from './api-test.ts';
import { currentCompanyId } from './factories.ts';

/** Leads and jobs in API tests: a studio, its clients, and records made through the API. */
type Auth = Record<string, string>;

export async function studio(api: Api) {
  const owner = await api.signedInOwner();
  const companyId = await currentCompanyId(api, owner.auth);
  return { ...owner, companyId };
}

export async function client(api: Api, companyId: string, firstName = 'Anna', lastName = 'Smith') {
  const row = await insertClient(api.deps.db, companyId, {
    kind: 'person',
    organisationName: null,
    contacts: [
      { firstName, lastName, email: `${firstName}.${lastName}@example.com`.toLowerCase(), phone: null },
    ],
    address: {},
    notes: '',
    tags: [],
    leadSource: null,
    customFields: {},
  });
  return row.id;
}

export async function pipeline(api: Api, companyId: string) {
  return api.deps.db
    .select()
    .from(leadStages)
    .where(eq(leadStages.companyId, companyId))
    .orderBy(asc(leadStages.position));
}

export async function jobType(api: Api, companyId: string, name: string) {
  const [row] = await api.deps.db
    .select()
    .from(jobTypes)
    .where(and(eq(jobTypes.companyId, companyId), eq(jobTypes.name, name)));
  return row;
}

export async function createRecord(
  api: Api,
  auth: Auth,
  body: Partial<CreateJobRequest> & { clientIds: string[] },
): Promise<Job> {
  const res = await api.post(
    R.createJob.path,
    { stage: 'lead', name: 'Smith wedding', ...body },
    { as: auth },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/**
 * A lead or job row with its clients written straight to the database (no activity, no plan check):
 * for tests of other modules that only need one to exist.
 */
export async function insertJobWithClients(
  api: Api,
  values: { companyId: string; stage: 'lead' | 'job'; name: string },
  clientIds: string[],
) {
  const [job] = await api.deps.db.insert(jobs).values(values).returning();
  if (clientIds.length > 0)
    await api.deps.db.insert(jobClients).values(
      clientIds.map((clientId, position) => ({
        jobId: job!.id,
        clientId,
        companyId: values.companyId,
        position,
      })),
    );
  return job!;
}

export const jobPath = (path: string, id: string) => path.replace(':id', id);

export async function profileOf(api: Api, auth: Auth, id: string): Promise<JobProfile> {
  const res = await api.get(jobPath(R.getJob.path, id), { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Posts a transition (convert, complete, archive, reactivate…) and returns the raw answer. */
export function transition(api: Api, auth: Auth, path: string, id: string, body: unknown = {}) {
  return api.post(jobPath(path, id), body, { as: auth });
}
