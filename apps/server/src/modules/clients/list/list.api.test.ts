import { ApiRoutes as R, type ClientPage } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { currentCompanyId } from '../../../test/factories.ts';
import { createdClient, person } from '../test-clients.ts';
import { explainListClients } from './repo.ts';

type Auth = Record<string, string>;

async function page(api: Api, auth: Auth, query: string): Promise<ClientPage> {
  const res = await api.get(`${R.listClients.path}?${query}`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const names = (p: ClientPage) => p.rows.map((r) => r.displayName);

/** Clients written straight in SQL, as the large seed does: 'Client 0001' … with emails. */
async function seeded(api: Api, companyId: string, n: number) {
  await api.deps.db.execute(sql`
    insert into clients (company_id, kind, contacts, display_name, search_text, tags, lead_source, created_at)
    select ${companyId}, 'person',
      jsonb_build_array(jsonb_build_object('firstName', 'Client', 'lastName', lpad(i::text, 5, '0'),
        'email', 'client' || i || '@example.com', 'phone', null)),
      'Client ' || lpad(i::text, 5, '0'),
      'client ' || lpad(i::text, 5, '0') || ' client' || i || '@example.com',
      case when i % 3 = 0 then array['Three'] else '{}'::text[] end,
      case when i % 2 = 0 then 'Even' end,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${n}) i`);
}

/** Clients with varied names (a first name and a hash), as a real book has. */
async function varied(api: Api, companyId: string, n: number) {
  await api.deps.db.execute(sql`
    insert into clients (company_id, kind, contacts, display_name, search_text)
    select ${companyId}, 'person', '[]'::jsonb, x.name, lower(x.name || ' ' || x.hash || '@example.com')
    from (select (array['Anna','Ben','Cara','Dev','Eli','Fay','Gus','Hana'])[i % 8 + 1] || ' ' || substr(md5(i::text), 1, 10) as name,
      md5(i::text) as hash from generate_series(1, ${n}) i) x`);
}

describe('clients list', () => {
  it('pages every client exactly once in each sort and direction, and refuses a forged cursor', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await seeded(api, await currentCompanyId(api, owner.auth), 53);
    for (const sort of ['name', 'created', 'updated'])
      for (const direction of ['asc', 'desc']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const p: ClientPage = await page(
            api,
            owner.auth,
            `sort=${sort}&direction=${direction}&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...p.rows.map((r) => r.id));
          cursor = p.nextCursor;
        } while (cursor);
        expect(new Set(seen).size, `${sort} ${direction}`).toBe(53);
        expect(seen.length).toBe(53);
      }
    const byName = await page(api, owner.auth, 'sort=name&direction=desc&limit=2');
    expect(names(byName)).toEqual(['Client 00053', 'Client 00052']);

    const forged = await api.get(`${R.listClients.path}?cursor=AAAA`, { as: owner.auth });
    expect(forged.statusCode, forged.body).toBe(400);
    expect(forged.json().data.fields).toHaveProperty('cursor');
  });

  it('searches names, emails and phones as you type, with typos, best match first', async ({ api }) => {
    const owner = await api.signedInOwner();
    await createdClient(api, owner.auth, person('Anna', 'Smith', 'anna@studio.test'));
    await createdClient(api, owner.auth, {
      kind: 'person',
      contacts: [{ firstName: 'Ben', lastName: 'Jones', phone: '+44 20 7946 0958' }],
    });
    await createdClient(api, owner.auth, person('Annabel', 'Smithers'));
    await createdClient(api, owner.auth, person('Cara', 'Lee'));

    expect(names(await page(api, owner.auth, 'q=smith'))).toEqual(['Anna Smith', 'Annabel Smithers']);
    expect(names(await page(api, owner.auth, 'q=smiht'))).toContain('Anna Smith');
    expect(names(await page(api, owner.auth, 'q=2079460958'))).toEqual(['Ben Jones']);
    expect(names(await page(api, owner.auth, 'q=studio.test'))).toEqual(['Anna Smith']);
    expect(names(await page(api, owner.auth, 'q=an'))).toEqual(['Anna Smith', 'Annabel Smithers']);
    expect(names(await page(api, owner.auth, 'q=100%25_'))).toEqual([]);

    // Paged by rank: two pages of one row carry both matches once.
    const first = await page(api, owner.auth, 'q=smith&limit=1');
    const second = await page(api, owner.auth, `q=smith&limit=1&cursor=${first.nextCursor}`);
    expect([...names(first), ...names(second)]).toEqual(['Anna Smith', 'Annabel Smithers']);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by tag, lead source, open balance and archived', async ({ api }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    await seeded(api, companyId, 12);
    expect((await page(api, owner.auth, 'tag=Three&limit=100')).rows).toHaveLength(4);
    expect((await page(api, owner.auth, 'leadSource=Even&limit=100')).rows).toHaveLength(6);
    expect((await page(api, owner.auth, 'hasOpenBalance=true')).rows).toHaveLength(0);
    const anna = await createdClient(api, owner.auth, person('Anna', 'Smith'));
    await api.post(R.archiveClient.path.replace(':clientId', anna.id), undefined, { as: owner.auth });
    expect(names(await page(api, owner.auth, 'q=anna'))).toEqual([]);
    expect(names(await page(api, owner.auth, 'q=anna&archived=only'))).toEqual(['Anna Smith']);

    const facets = await api.get(R.getClientFacets.path, { as: owner.auth });
    expect(facets.json().data).toEqual({
      tags: [{ value: 'Three', count: 4 }],
      leadSources: [{ value: 'Even', count: 6 }],
    });
  });

  it('reads a search through the trigram index and a page by name through the name index', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    await varied(api, companyId, 5000);
    await api.deps.db.execute(sql`analyze clients`);
    // md5('421') begins f4f6dc5d: a substring of one client's name, and the same with a typo.
    const base = { companyId, archived: 'exclude', sort: 'name', direction: 'asc' } as const;
    const search = await explainListClients(api.deps.db, { ...base, q: '4f6dc5' }, { limit: 26 });
    expect(search).toContain('clients_search');
    const typo = await explainListClients(api.deps.db, { ...base, q: 'f4f6dx5d' }, { limit: 26 });
    expect(typo).toContain('clients_search');
    const after = { value: 'cara 5', id: '00000000-0000-4000-8000-000000000000' };
    const deep = await explainListClients(api.deps.db, base, { limit: 26, after });
    expect(deep).toContain('clients_company_name');
    expect(deep).not.toMatch(/Sort/);
    const created = await explainListClients(
      api.deps.db,
      { ...base, sort: 'created', direction: 'desc' },
      { limit: 26 },
    );
    expect(created).toContain('clients_company_created');
  });
});
