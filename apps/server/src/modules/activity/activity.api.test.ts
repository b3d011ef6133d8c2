import { ApiRoutes as R, fillPath } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { activity } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, jobPath, studio } from '../../test/job-factories.ts';

/**
 * The activity tabs page by (at, id) to the microsecond: rows written in one millisecond (one
 * transaction's several entries) must all be listed across a page edge, none skipped.
 */
async function sameMillisecond(
  api: Api,
  companyId: string,
  subjectType: 'client' | 'job',
  subjectId: string,
) {
  const rows = await api.deps.db
    .insert(activity)
    .values(
      ['2030-01-01T10:00:00.123001Z', '2030-01-01T10:00:00.123002Z', '2030-01-01T10:00:00.123002Z'].map(
        (at, i) => ({
          companyId,
          subjectType,
          subjectId,
          userId: null,
          action: `same-ms-${i}`,
          at: sql`${at}::timestamptz`,
        }),
      ),
    )
    .returning({ id: activity.id });
  return rows.map((r) => r.id);
}

/** Every page of one at a time, following nextCursor to its end. */
async function walk(api: Api, auth: Record<string, string>, path: string, key: 'rows' | 'items') {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const res = await api.get(`${path}?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, { id: string }[]> & { nextCursor: string | null };
    seen.push(...data[key]!.map((r) => r.id));
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

describe('activity paging', () => {
  it("lists a lead's rows written in one millisecond across a page edge, none skipped", async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const ids = await sameMillisecond(api, s.companyId, 'job', lead.id);
    const seen = await walk(api, s.auth, jobPath(R.listJobActivity.path, lead.id), 'items');
    expect(seen.slice(0, 3).sort()).toEqual([...ids].sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(3);
  });

  it("lists a client's rows written in one millisecond across a page edge, none skipped", async ({ api }) => {
    const s = await studio(api);
    const clientId = await client(api, s.companyId);
    const ids = await sameMillisecond(api, s.companyId, 'client', clientId);
    const path = fillPath(R.listClientActivity.path, { clientId });
    const seen = await walk(api, s.auth, path, 'rows');
    expect(seen.sort()).toEqual([...ids].sort());
  });
});
