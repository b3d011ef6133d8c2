import { CompanyPaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { companies } from '../../db/schema.ts';
import { currentCompanyId, onPlan, uniqueEmail } from '../../test/factories.ts';

// The import runs on the job workers.
it.override('appOptions', { workers: true });

describe('adding a company with an import', () => {
  it('queues the import in the same transaction, asks the client to reload its tasks, and the copy lands', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    const source = await currentCompanyId(api, owner.auth);
    const rates = [
      { name: 'VAT', rateMillionths: 200000 },
      { name: 'Reduced VAT', rateMillionths: 50000 },
    ];
    const profile = (await api.get(CompanyPaths.company(source), { as: owner.auth })).json().data;
    const saved = await api.put(
      CompanyPaths.company(source),
      { version: profile.version, tax: { pricesIncludeTax: true, taxNumber: null, rates } },
      { as: owner.auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await api.post(
      CompanyPaths.create,
      {
        name: 'Imported Brand',
        email: uniqueEmail(),
        toImportData: { sourceCompanyId: source, types: ['TAX_RATES'] },
      },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { taskId: expect.any(String) },
      successPreferences: { backgroundTasks: { reloadRequired: true } },
    });
    const { companyId, tokens } = res.json().data;
    const ratesOfNew = async () =>
      (await api.get(CompanyPaths.company(companyId), { as: tokens }))
        .json()
        .data.tax.rates.map((r: { name: string; rateMillionths: number }) => ({
          name: r.name,
          rateMillionths: r.rateMillionths,
        }));
    const deadline = Date.now() + 20_000;
    let copied = await ratesOfNew();
    while (copied.length < rates.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      copied = await ratesOfNew();
    }
    expect(copied).toEqual(rates);
  });

  it('refuses a source from another account with 404 and creates nothing', async ({ api }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    const mine = await currentCompanyId(api, owner.auth);
    const stranger = await api.signedInOwner();
    const res = await api.post(
      CompanyPaths.create,
      {
        name: 'Should Not Exist',
        email: uniqueEmail(),
        toImportData: { sourceCompanyId: await currentCompanyId(api, stranger.auth), types: ['TAX_RATES'] },
      },
      { as: owner.auth },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NotFound');
    const [company] = await api.deps.db.select().from(companies).where(eq(companies.id, mine));
    const all = await api.deps.db
      .select()
      .from(companies)
      .where(eq(companies.businessAccountId, company!.businessAccountId));
    expect(all).toHaveLength(1);
    expect(await currentCompanyId(api, owner.auth)).toBe(mine);
  });
});
