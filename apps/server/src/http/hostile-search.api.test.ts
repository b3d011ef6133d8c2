// engine-dependent: on the embedded PGlite a search's SQL runs in this thread, so its cost is the loop's.
import { ApiRoutes as R } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';
import { client, insertJobWithClients, studio } from '../test/job-factories.ts';
import { loopWatch } from '../test/loop-watch.ts';

/**
 * Issue 29 §2, the searches that take a user's text (the clients list's `q`, the leads and jobs
 * list's `search`, at most 100 characters): the worst texts we know of for LIKE patterns and
 * pg_trgm's word similarity are answered in a bound, and /healthz never waits (`loopWatch`).
 */
const WORST: Record<string, string> = {
  'LIKE wildcards': '%_'.repeat(50),
  escapes: '\\'.repeat(100),
  'one letter': 'a'.repeat(100),
  'a hundred distinct trigrams': Array.from(
    { length: 100 },
    (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i * 7) % 26],
  ).join(''),
  'many short words': 'ab '.repeat(33).trim(),
  'phone digits': '5'.repeat(100),
  'phone characters': '(+1) 555-'.repeat(11),
  'accents and emoji': 'é😀'.repeat(33),
  'a near name': 'Smiht Andersen Weding Potrait',
};
const NAMES = ['Anna', 'Ben', 'Cara', 'Dev', 'Emma', 'Finn', 'Gita', 'Hugo'];
const SURNAMES = ['Smith', 'Andersen', 'Patel', 'Lee', 'Jones', 'Okafor', 'Schmidt', 'Novak'];

describe('the searches on the worst texts', () => {
  it('answer each in a bound, and /healthz never waits', async ({ api }) => {
    const s = await studio(api);
    for (let i = 0; i < 200; i++) {
      const id = await client(api, s.companyId, NAMES[i % 8], `${SURNAMES[(i >> 3) % 8]}${i}`);
      if (i % 4 === 0)
        await insertJobWithClients(api, { companyId: s.companyId, stage: 'lead', name: `Wedding ${i}` }, [
          id,
        ]);
    }
    const watch = loopWatch(api);
    for (const [shape, text] of Object.entries(WORST)) {
      expect(text.length, shape).toBeLessThanOrEqual(100);
      for (const [what, url] of [
        ['clients', `${R.listClients.path}?${new URLSearchParams({ q: text, limit: '100' })}`],
        ['leads', `${R.listJobs.path}?${new URLSearchParams({ stage: 'lead', search: text })}`],
      ] as const) {
        const res = await watch.request(`${what}, ${shape}`, () => api.get(url, { as: s.auth }));
        expect(res.statusCode, `${what}, ${shape}: ${res.body.slice(0, 300)}`).toBe(200);
      }
    }
    watch.expectNoWait();
  });
});
