import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, CompanyPaths, type Package } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { packageItems, products } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { createdCompany, onPlan } from '../../test/factories.ts';
import {
  type Auth,
  createdPackage,
  createdProduct,
  packageUrl,
  productUrl,
  studioWithRates,
} from './test-catalogue.ts';

const list = async (api: Api, auth: Auth, query = '') => {
  const res = await api.get(`${R.listPackages.path}${query}`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Package[]; nextCursor: string | null };
};

async function studioWithProducts(api: Api) {
  const owner = await studioWithRates(api);
  const hours = await createdProduct(api, owner.auth, { name: 'Coverage hour', unitPriceMinor: 25000 });
  const album = await createdProduct(api, owner.auth, { name: 'Album', unitPriceMinor: 90000 });
  return { ...owner, hours, album };
}

describe('packages', () => {
  it('creates a package of products with quantities in thousandths, in order, at its own price', async ({
    api,
  }) => {
    const owner = await studioWithProducts(api);
    const gold = await createdPackage(api, owner.auth, {
      name: 'Gold',
      description: 'The full day.',
      priceMinor: 250000,
      items: [
        { productId: owner.hours.id, quantityThousandths: 8500 },
        { productId: owner.album.id, quantityThousandths: 1000 },
      ],
    });
    expect(gold).toMatchObject({
      name: 'Gold',
      description: 'The full day.',
      priceMinor: 250000,
      currency: owner.hours.currency,
      archivedAt: null,
      items: [
        {
          productId: owner.hours.id,
          productName: 'Coverage hour',
          unitPriceMinor: 25000,
          quantityThousandths: 8500,
          productArchived: false,
        },
        {
          productId: owner.album.id,
          productName: 'Album',
          unitPriceMinor: 90000,
          quantityThousandths: 1000,
          productArchived: false,
        },
      ],
    });
    expect((await api.get(packageUrl(gold.id), { as: owner.auth })).json().data).toEqual(gold);
    expect((await list(api, owner.auth)).rows).toEqual([gold]);
  });

  it('refuses bad items with 400 and field errors', async ({ api }) => {
    const owner = await studioWithProducts(api);
    const item = (quantityThousandths: unknown, productId: unknown = owner.album.id) => ({
      productId,
      quantityThousandths,
    });
    const cases: [object, string][] = [
      [{ name: 'P', priceMinor: 1, items: [item(0)] }, 'items.0.quantityThousandths'],
      [{ name: 'P', priceMinor: 1, items: [item(1.5)] }, 'items.0.quantityThousandths'],
      [{ name: 'P', priceMinor: 1, items: [item(1_000_000_001)] }, 'items.0.quantityThousandths'],
      [{ name: 'P', priceMinor: 1, items: [item(1000, 'not-a-uuid')] }, 'items.0.productId'],
      [{ name: 'P', priceMinor: 1, items: [item(1000), item(2000)] }, 'items'],
      [
        { name: 'P', priceMinor: 1, items: Array.from({ length: 51 }, () => item(1000, randomUUID())) },
        'items',
      ],
      [{ name: 'P', priceMinor: -5 }, 'priceMinor'],
      [{ name: ' ', priceMinor: 5 }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(R.createPackage.path, body, { as: owner.auth });
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(Object.keys(res.json().data.fields)).toContain(field);
    }
    expect((await list(api, owner.auth)).rows).toEqual([]);
  });

  it("another company's product is 404; an archived product joins no package but stays in the ones that hold it", async ({
    api,
  }) => {
    const a = await studioWithProducts(api);
    const b = await studioWithProducts(api);
    const foreign = await api.post(
      R.createPackage.path,
      { name: 'Mixed', priceMinor: 1, items: [{ productId: b.album.id, quantityThousandths: 1000 }] },
      { as: a.auth },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      errorCode: 'NotFound',
      data: { fields: { items: expect.any(String) } },
    });
    const silver = await createdPackage(api, a.auth, {
      name: 'Silver',
      priceMinor: 1000,
      items: [{ productId: a.album.id, quantityThousandths: 1000 }],
    });
    await api.post(`${productUrl(a.album.id)}/archive`, undefined, { as: a.auth });
    const refused = await api.post(
      R.createPackage.path,
      { name: 'Bronze', priceMinor: 1, items: [{ productId: a.album.id, quantityThousandths: 1000 }] },
      { as: a.auth },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/"Album" is archived/);
    const kept = await api.put(
      packageUrl(silver.id),
      {
        items: [
          { productId: a.album.id, quantityThousandths: 2000 },
          { productId: a.hours.id, quantityThousandths: 500 },
        ],
        updatedAt: silver.updatedAt,
      },
      { as: a.auth },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.items).toMatchObject([
      { productId: a.album.id, quantityThousandths: 2000, productArchived: true },
      { productId: a.hours.id, quantityThousandths: 500 },
    ]);
    for (const res of [
      await api.get(packageUrl(silver.id), { as: b.auth }),
      await api.put(packageUrl(silver.id), { name: 'Mine', updatedAt: silver.updatedAt }, { as: b.auth }),
      await api.post(`${packageUrl(silver.id)}/archive`, undefined, { as: b.auth }),
      await api.delete(packageUrl(silver.id), { as: b.auth }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errorTitle).toBe('Package not found');
    }
  });

  it('updates only what is sent on the version loaded, archives, restores, searches, pages and deletes', async ({
    api,
  }) => {
    const owner = await studioWithProducts(api);
    const made: Package[] = [];
    for (const name of ['Elopement', 'Classic', 'Deluxe', 'Basic', 'Add-on hour'])
      made.push(await createdPackage(api, owner.auth, { name, priceMinor: 100 }));
    const [elopement, classic] = made as [Package, Package];
    const renamed = await api.put(
      packageUrl(elopement.id),
      { name: 'Elopement day', updatedAt: elopement.updatedAt },
      { as: owner.auth },
    );
    expect(renamed.json().data).toMatchObject({ name: 'Elopement day', priceMinor: 100, items: [] });
    const stale = await api.put(
      packageUrl(elopement.id),
      { priceMinor: 5, updatedAt: elopement.updatedAt },
      { as: owner.auth },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('StaleVersion');
    const taken = await api.put(
      packageUrl(classic.id),
      { name: 'DELUXE', updatedAt: classic.updatedAt },
      { as: owner.auth },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.name).toMatch(/already exists/);

    await api.post(`${packageUrl(classic.id)}/archive`, undefined, { as: owner.auth });
    expect((await list(api, owner.auth)).rows.map((p) => p.name)).toEqual([
      'Add-on hour',
      'Basic',
      'Deluxe',
      'Elopement day',
    ]);
    expect((await list(api, owner.auth, '?archived=only')).rows.map((p) => p.name)).toEqual(['Classic']);
    expect((await list(api, owner.auth, '?q=LUX')).rows.map((p) => p.name)).toEqual(['Deluxe']);
    const first = await list(api, owner.auth, '?limit=2&archived=include');
    expect(first.rows.map((p) => p.name)).toEqual(['Add-on hour', 'Basic']);
    const second = await list(api, owner.auth, `?limit=2&archived=include&cursor=${first.nextCursor}`);
    expect(second.rows.map((p) => p.name)).toEqual(['Classic', 'Deluxe']);
    await api.post(`${packageUrl(classic.id)}/restore`, undefined, { as: owner.auth });
    expect((await list(api, owner.auth)).rows).toHaveLength(5);

    const deleted = await api.delete(packageUrl(classic.id), { as: owner.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.get(packageUrl(classic.id), { as: owner.auth })).statusCode).toBe(404);
  });

  it('deleting a package frees its products to be deleted', async ({ api }) => {
    const owner = await studioWithProducts(api);
    const pack = await createdPackage(api, owner.auth, {
      name: 'Only',
      priceMinor: 1,
      items: [{ productId: owner.album.id, quantityThousandths: 1000 }],
    });
    expect((await api.delete(productUrl(owner.album.id), { as: owner.auth })).statusCode).toBe(409);
    await api.delete(packageUrl(pack.id), { as: owner.auth });
    expect((await api.delete(productUrl(owner.album.id), { as: owner.auth })).statusCode).toBe(200);
  });

  it('a deleted company takes its products and packages with it', async ({ api }) => {
    const owner = await studioWithRates(api);
    await onPlan(api, owner.form.email, 'MASTER');
    const second = await createdCompany(api, owner.auth, 'Short Lived');
    const print = await createdProduct(api, second.auth, { name: 'Print', unitPriceMinor: 100 });
    await createdPackage(api, second.auth, {
      name: 'Prints',
      priceMinor: 250,
      items: [{ productId: print.id, quantityThousandths: 3000 }],
    });
    const res = await api.call({
      method: 'DELETE',
      url: CompanyPaths.company(second.companyId),
      headers: second.auth,
      payload: { confirmName: 'Short Lived' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = async (table: typeof products | typeof packageItems) =>
      api.deps.db.select().from(table).where(eq(table.companyId, second.companyId));
    expect(await left(products)).toEqual([]);
    expect(await left(packageItems)).toEqual([]);
  });
});
