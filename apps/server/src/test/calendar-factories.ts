import { type SignupRequest } from '@focal/contracts';
import { jobs, jobTypes } from '../db/schema.ts';
import type { Api } from './api-test.ts';
import { currentCompanyId } from './factories.ts';

/**
 * A studio with leads and jobs for the calendar's tests. Jobs are inserted as rows: their own
 * routes are tested in the jobs module; here they are what sessions hang on.
 */
export async function calendarStudio(api: Api, overrides: Partial<SignupRequest> = {}) {
  const owner = await api.signedInOwner({ timeZone: 'Europe/London', ...overrides });
  const companyId = await currentCompanyId(api, owner.auth);
  const db = api.deps.db;
  let activated = Date.UTC(2026, 0, 1);
  return {
    ...owner,
    companyId,
    async job(values: Partial<typeof jobs.$inferInsert> = {}) {
      const stage = values.stage ?? 'job';
      activated += 60_000;
      const [row] = await db
        .insert(jobs)
        .values({
          companyId,
          stage,
          name: `${stage === 'lead' ? 'Lead' : 'Job'} ${activated}`,
          activatedAt: stage === 'job' ? new Date(activated) : null,
          ...values,
        })
        .returning();
      return row!;
    },
    async jobType(name = 'Wedding', colour = '#aa3366') {
      const [row] = await db.insert(jobTypes).values({ companyId, name, colour, position: 0 }).returning();
      return row!;
    },
  };
}

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any answer
const answer = async (res: Promise<{ statusCode: number; json: () => unknown }>): Promise<Answer> => {
  const r = await res;
  return { status: r.statusCode, body: r.json() };
};

/** The API answering { status, body } (the body parsed), for terse assertions. */
export function jsonApi(api: Api) {
  return {
    get: (url: string, o?: Parameters<Api['get']>[1]) => answer(api.get(url, o)),
    post: (url: string, body?: unknown, o?: Parameters<Api['post']>[2]) => answer(api.post(url, body, o)),
    put: (url: string, body?: unknown, o?: Parameters<Api['put']>[2]) => answer(api.put(url, body, o)),
    delete: (url: string, o?: Parameters<Api['delete']>[1]) => answer(api.delete(url, o)),
  };
}
