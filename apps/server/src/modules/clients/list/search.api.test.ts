// engine-dependent: search ranks with pg_trgm, an extension PGlite loads itself.
import { ApiRoutes as R, type ClientPage } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { currentCompanyId } from '../../../test/factories.ts';
import { createdClient, person } from '../test-clients.ts';
import { TYPO_CANDIDATES } from './search/repo.ts';

type Auth = Record<string, string>;

/** Every row of a search, following nextCursor page by page. */
async function allPages(api: Api, auth: Auth, q: string, limit: number): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ q, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const res = await api.get(`${R.listClients.path}?${query}`, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const page: ClientPage = res.json().data;
    names.push(...page.rows.map((r) => r.displayName));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

const withPhone = (firstName: string, lastName: string, phone: string) => ({
  kind: 'person' as const,
  contacts: [{ firstName, lastName, email: null, phone }],
});

describe('clients search', () => {
  it('finds a phone by its digits in any format, and never a near number', async ({ api }) => {
    const owner = await api.signedInOwner();
    await createdClient(api, owner.auth, withPhone('Ben', 'Jones', '+1 212 555 0142'));
    await createdClient(api, owner.auth, withPhone('Cara', 'Lee', '+1 212 555 0143'));
    for (const q of ['(212) 555-0142', '555 0142', '2125550142', '+1 212 555 0142'])
      expect(await allPages(api, owner.auth, q, 25), q).toEqual(['Ben Jones']);
    expect(await allPages(api, owner.auth, '555', 25)).toHaveLength(2);
  });

  it('pages substring matches (whole word, word start) before similar words, each once', async ({ api }) => {
    const owner = await api.signedInOwner();
    for (const [first, last] of [
      ['Cara', 'Smiht'],
      ['Annabel', 'Smithers'],
      ['Anna', 'Smith'],
      ['Dan', 'Smit'],
      ['Bo', 'Smith'],
    ] as const)
      await createdClient(api, owner.auth, person(first, last));
    const names = await allPages(api, owner.auth, 'smith', 2);
    expect(names.slice(0, 2).sort()).toEqual(['Anna Smith', 'Bo Smith']);
    expect(names.slice(2)).toEqual(['Annabel Smithers', 'Dan Smit', 'Cara Smiht']);
  });

  it(`ranks at most ${TYPO_CANDIDATES} similar words, and every substring match`, async ({ api }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const count = TYPO_CANDIDATES + 10;
    await api.deps.db.execute(sql`
      insert into clients (company_id, kind, contacts, display_name, search_text)
      select ${companyId}, 'person', '[]'::jsonb, 'Kim Nakamura ' || i, 'kim nakamura ' || i
      from generate_series(1, ${count}) i`);
    expect(await allPages(api, owner.auth, 'nakamura', 100)).toHaveLength(count);
    // A misspelt common name: the first candidates the index gives, ranked, not all of them.
    const typo = await allPages(api, owner.auth, 'nakamra', 7);
    expect(typo).toHaveLength(TYPO_CANDIDATES);
    expect(new Set(typo).size).toBe(TYPO_CANDIDATES);
  });
});
