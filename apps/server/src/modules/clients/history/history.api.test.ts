import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../../test/api-test.ts';
import { client, insertJobWithClients, studio } from '../../../test/job-factories.ts';

/** The client profile's history pages: newest first by (time, id), the console's keyset cursor. */
const LISTS = [R.listClientJobs.path, R.listClientEmails.path, R.listClientActivity.path];

describe('client history pages', () => {
  it('pages the leads and jobs newest first, each once', async ({ api }) => {
    const s = await studio(api);
    const clientId = await client(api, s.companyId);
    const names = ['First', 'Second', 'Third'];
    for (const name of names)
      await insertJobWithClients(api, { companyId: s.companyId, stage: 'lead', name }, [clientId]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await api.get(`${fillPath(R.listClientJobs.path, { clientId })}?limit=1${query}`, {
        as: s.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.rows.map((r: { name: string }) => r.name));
      cursor = res.json().data.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([...names].reverse());
  });

  it('refuses a cursor without a time (forged), naming the field, in each list', async ({ api }) => {
    const s = await studio(api);
    const clientId = await client(api, s.companyId);
    await insertJobWithClients(api, { companyId: s.companyId, stage: 'lead', name: 'Lead' }, [clientId]);
    // What a list sorted by a value that may be missing carries: [null, id].
    const forged = Buffer.from(JSON.stringify([null, randomUUID()])).toString('base64url');
    for (const path of LISTS) {
      const res = await api.get(`${fillPath(path, { clientId })}?cursor=${forged}`, { as: s.auth });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().data.fields).toHaveProperty('cursor');
    }
  });
});
