import { ApiRoutes as R, fillPath } from '@focal/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, customFields } from '../../../db/schema.ts';
import { it } from '../../../test/api-test.ts';
import { currentCompanyId } from '../../../test/factories.ts';
import { createdClient, person } from '../test-clients.ts';

describe('bulk tags and export', () => {
  it('adds and removes tags on many clients of the company only', async ({ api }) => {
    const owner = await api.signedInOwner();
    const stranger = await api.signedInOwner();
    const anna = await createdClient(api, owner.auth, { ...person('Anna', 'Smith'), tags: ['Old', 'Keep'] });
    const ben = await createdClient(api, owner.auth, person('Ben', 'Jones'));
    const theirs = await createdClient(api, stranger.auth, { ...person('Cara', 'Lee'), tags: ['Old'] });
    const res = await api.post(
      R.bulkTagClients.path,
      { ids: [anna.id, ben.id, theirs.id], add: ['VIP', 'keep'], remove: ['old'] },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 2 });
    const tags = async (auth: Record<string, string>, id: string) =>
      (await api.get(fillPath(R.getClient.path, { clientId: id }), { as: auth })).json().data.tags;
    expect(await tags(owner.auth, anna.id)).toEqual(['Keep', 'VIP']);
    expect(await tags(owner.auth, ben.id)).toEqual(['VIP', 'keep']);
    expect(await tags(stranger.auth, theirs.id)).toEqual(['Old']);
    const tooMany = Array.from({ length: 1001 }, () => anna.id);
    expect(
      (await api.post(R.bulkTagClients.path, { ids: tooMany, add: ['x'] }, { as: owner.auth })).statusCode,
    ).toBe(400);
  });

  it('exports the filtered list as CSV with custom fields as columns and formulas defused', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const [field] = await api.deps.db
      .insert(customFields)
      .values({ companyId, entity: 'client', label: 'Partner', type: 'text', position: 0 })
      .returning();
    const anna = await createdClient(api, owner.auth, {
      ...person('=HYPERLINK("http://evil")', 'Smith', 'anna@example.com'),
      tags: ['VIP'],
      customFields: { [field!.id]: '+1 cmd' },
    });
    // Kept by the invoices; set here: its column prints the company's currency digits, no float.
    await api.deps.db.update(clients).set({ openBalanceCents: 1234567 }).where(eq(clients.id, anna.id));
    await createdClient(api, owner.auth, person('Ben', 'Jones'));
    const res = await api.get(`${R.exportClients.path}?tag=VIP`, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows).toHaveLength(2);
    const [header, annaRow] = rows as [string[], string[]];
    expect(header.at(-1)).toBe('Partner');
    const cell = (name: string) => annaRow[header.indexOf(name)];
    expect(cell('First name')).toBe(`'=HYPERLINK("http://evil")`);
    expect(cell('Email')).toBe('anna@example.com');
    expect(cell('Partner')).toBe(`'+1 cmd`);
    expect(cell('Tags')).toBe('VIP');
    expect(cell('Open balance')).toBe('12345.67');
  });
});
