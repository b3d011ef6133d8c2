import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, CompanyPaths, type Product } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { joinedMember } from '../../test/factories.ts';
import { type Auth, createdPackage, createdProduct, productUrl, studioWithRates } from './test-catalogue.ts';

const list = async (api: Api, auth: Auth, query = '') => {
  const res = await api.get(`${R.listProducts.path}${query}`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Product[]; nextCursor: string | null };
};

describe('products', () => {
  it('creates a product in minor units of the company currency, with its default tax rates in order', async ({
    api,
  }) => {
    const owner = await studioWithRates(api, [
      { name: 'VAT', rateMillionths: 200000 },
      { name: 'City', rateMillionths: 88750 },
    ]);
    const [vat, city] = owner.rateIds;
    const product = await createdProduct(api, owner.auth, {
      name: '  Second shooter ',
      description: 'Eight hours.\nTwo cameras.',
      unitPriceMinor: 45000,
      taxRateIds: [city, vat],
    });
    expect(product).toMatchObject({
      name: 'Second shooter',
      description: 'Eight hours.\nTwo cameras.',
      unitPriceMinor: 45000,
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      taxRateIds: [city, vat],
      archivedAt: null,
      packageCount: 0,
    });
    const got = await api.get(productUrl(product.id), { as: owner.auth });
    expect(got.json().data).toEqual(product);
  });

  it("keeps a product's tax rates across a profile save that keeps them, and drops a rate the company removes", async ({
    api,
  }) => {
    const owner = await studioWithRates(api, [
      { name: 'VAT', rateMillionths: 200000 },
      { name: 'Reduced', rateMillionths: 50000 },
    ]);
    const [vat, reduced] = owner.rateIds as [string, string];
    const product = await createdProduct(api, owner.auth, {
      name: 'Album',
      unitPriceMinor: 90000,
      taxRateIds: [vat, reduced],
    });
    const url = CompanyPaths.company(owner.companyId);
    const { version } = (await api.get(url, { as: owner.auth })).json().data;
    const saved = await api.put(
      url,
      { version, tax: { rates: [{ id: vat, name: 'VAT (standard)', rateMillionths: 210000 }] } },
      { as: owner.auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.tax.rates).toEqual([
      { id: vat, name: 'VAT (standard)', rateMillionths: 210000 },
    ]);
    const after = (await api.get(productUrl(product.id), { as: owner.auth })).json().data;
    expect(after.taxRateIds).toEqual([vat]);
  });

  it('refuses what the contract refuses with 400 and field errors', async ({ api }) => {
    const owner = await studioWithRates(api);
    const cases: [object, string][] = [
      [{ name: '', unitPriceMinor: 1 }, 'name'],
      [{ name: '\u200b ', unitPriceMinor: 1 }, 'name'],
      [{ name: 'x'.repeat(121), unitPriceMinor: 1 }, 'name'],
      [{ name: 'Print', unitPriceMinor: 1.5 }, 'unitPriceMinor'],
      [{ name: 'Print', unitPriceMinor: -1 }, 'unitPriceMinor'],
      [{ name: 'Print', unitPriceMinor: 2 ** 53 }, 'unitPriceMinor'],
      [{ name: 'Print', unitPriceMinor: '100' }, 'unitPriceMinor'],
      [{ name: 'Print', unitPriceMinor: 1, description: 'd'.repeat(5001) }, 'description'],
      [{ name: 'Print', unitPriceMinor: 1, taxRateIds: ['nope'] }, 'taxRateIds.0'],
      [{ name: 'Print', unitPriceMinor: 1, extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(R.createProduct.path, body, { as: owner.auth });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('ValidationFailed');
      if (field) expect(Object.keys(res.json().data.fields), JSON.stringify(body)).toContain(field);
    }
    const twice = randomUUID();
    const repeated = await api.post(
      R.createProduct.path,
      { name: 'Print', unitPriceMinor: 1, taxRateIds: [twice, twice] },
      { as: owner.auth },
    );
    expect(repeated.statusCode).toBe(400);
    expect((await list(api, owner.auth)).rows).toEqual([]);
  });

  it('a name is taken in any case, archived or not', async ({ api }) => {
    const owner = await studioWithRates(api);
    const frame = await createdProduct(api, owner.auth, { name: 'Frame', unitPriceMinor: 1000 });
    const again = await api.post(
      R.createProduct.path,
      { name: 'FRAME', unitPriceMinor: 1 },
      { as: owner.auth },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'AlreadyExists',
      data: { fields: { name: 'A product named "FRAME" already exists. Choose another name.' } },
    });
    await api.post(`${productUrl(frame.id)}/archive`, undefined, { as: owner.auth });
    const archived = await api.post(
      R.createProduct.path,
      { name: 'frame', unitPriceMinor: 1 },
      { as: owner.auth },
    );
    expect(archived.json().data.fields.name).toMatch(/archived product/);
  });

  it("another company's tax rate, product or a missing one is 404, changing nothing", async ({ api }) => {
    const a = await studioWithRates(api, [{ name: 'VAT', rateMillionths: 200000 }]);
    const b = await studioWithRates(api, [{ name: 'GST', rateMillionths: 100000 }]);
    const foreignRate = await api.post(
      R.createProduct.path,
      { name: 'Print', unitPriceMinor: 1, taxRateIds: [a.rateIds[0], b.rateIds[0]] },
      { as: a.auth },
    );
    expect(foreignRate.statusCode).toBe(404);
    expect(foreignRate.json()).toMatchObject({
      errorCode: 'NotFound',
      data: { fields: { taxRateIds: expect.any(String) } },
    });
    expect((await list(api, a.auth)).rows).toEqual([]);
    const ofB = await createdProduct(api, b.auth, { name: 'B print', unitPriceMinor: 1 });
    for (const res of [
      await api.get(productUrl(ofB.id), { as: a.auth }),
      await api.put(productUrl(ofB.id), { name: 'Mine', updatedAt: ofB.updatedAt }, { as: a.auth }),
      await api.post(`${productUrl(ofB.id)}/archive`, undefined, { as: a.auth }),
      await api.delete(productUrl(ofB.id), { as: a.auth }),
      await api.get(productUrl(randomUUID()), { as: a.auth }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NotFound', errorTitle: 'Product not found' });
    }
    expect((await api.get(productUrl(ofB.id), { as: b.auth })).json().data).toEqual(ofB);
    const update = await api.put(
      productUrl(ofB.id),
      { taxRateIds: a.rateIds, updatedAt: ofB.updatedAt },
      { as: b.auth },
    );
    expect(update.statusCode).toBe(404);
  });

  it('updates only what is sent, on the version loaded; a stale save is 409 StaleVersion', async ({
    api,
  }) => {
    const owner = await studioWithRates(api, [{ name: 'VAT', rateMillionths: 200000 }]);
    const product = await createdProduct(api, owner.auth, {
      name: 'Prints',
      description: 'Glossy',
      unitPriceMinor: 500,
      taxRateIds: owner.rateIds,
    });
    const res = await api.put(
      productUrl(product.id),
      { unitPriceMinor: 750, updatedAt: product.updatedAt },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as Product;
    expect(saved).toMatchObject({
      name: 'Prints',
      description: 'Glossy',
      unitPriceMinor: 750,
      taxRateIds: owner.rateIds,
    });
    const stale = await api.put(
      productUrl(product.id),
      { name: 'Old', updatedAt: product.updatedAt },
      { as: owner.auth },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('StaleVersion');
    const cleared = await api.put(
      productUrl(product.id),
      { taxRateIds: [], description: '', updatedAt: saved.updatedAt },
      { as: owner.auth },
    );
    expect(cleared.json().data).toMatchObject({ taxRateIds: [], description: '', name: 'Prints' });
    const noVersion = await api.put(productUrl(product.id), { name: 'X' }, { as: owner.auth });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().data.fields).toHaveProperty('updatedAt');
  });

  it('lists by name, searches a part of the name in any case (as text, not a pattern), pages by cursor', async ({
    api,
  }) => {
    const owner = await studioWithRates(api);
    // First letters differ, so the order is the same under any collation; '%' and '_' would match
    // 'Print 500' and 'Steel frame' as LIKE patterns.
    const names = [
      'Extra 50%',
      'album',
      'Frame_large',
      'Boudoir album',
      'Digital files',
      'Canvas',
      'Print 500',
      'Steel frame',
    ];
    for (const [i, name] of names.entries())
      await createdProduct(api, owner.auth, { name, unitPriceMinor: 100 * i });
    expect((await list(api, owner.auth)).rows.map((p) => p.name)).toEqual([
      'album',
      'Boudoir album',
      'Canvas',
      'Digital files',
      'Extra 50%',
      'Frame_large',
      'Print 500',
      'Steel frame',
    ]);
    expect((await list(api, owner.auth, '?q=ALBUM')).rows.map((p) => p.name)).toEqual([
      'album',
      'Boudoir album',
    ]);
    expect((await list(api, owner.auth, `?q=${encodeURIComponent('50%')}`)).rows.map((p) => p.name)).toEqual([
      'Extra 50%',
    ]);
    expect((await list(api, owner.auth, '?q=e_l')).rows.map((p) => p.name)).toEqual(['Frame_large']);
    expect((await list(api, owner.auth, `?q=${encodeURIComponent('.*')}`)).rows).toEqual([]);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(api, owner.auth, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.rows.map((p) => p.name));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const forged = await api.get(`${R.listProducts.path}?cursor=bm90LWpzb24`, { as: owner.auth });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().data.fields).toHaveProperty('cursor');
    const tooLong = await api.get(`${R.listProducts.path}?q=${'a'.repeat(101)}`, { as: owner.auth });
    expect(tooLong.statusCode).toBe(400);
    expect((await api.get(`${R.listProducts.path}?limit=101`, { as: owner.auth })).statusCode).toBe(400);
  });

  it('archives and restores; the list shows archived ones on request; restore twice is harmless', async ({
    api,
  }) => {
    const owner = await studioWithRates(api);
    const kept = await createdProduct(api, owner.auth, { name: 'Kept', unitPriceMinor: 1 });
    const old = await createdProduct(api, owner.auth, { name: 'Old', unitPriceMinor: 1 });
    const archived = await api.post(`${productUrl(old.id)}/archive`, undefined, { as: owner.auth });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.archivedAt).not.toBeNull();
    expect((await list(api, owner.auth)).rows.map((p) => p.id)).toEqual([kept.id]);
    expect((await list(api, owner.auth, '?archived=only')).rows.map((p) => p.id)).toEqual([old.id]);
    expect((await list(api, owner.auth, '?archived=include')).rows).toHaveLength(2);
    const restored = await api.post(`${productUrl(old.id)}/restore`, undefined, { as: owner.auth });
    expect(restored.json().data.archivedAt).toBeNull();
    expect((await api.post(`${productUrl(old.id)}/restore`, undefined, { as: owner.auth })).statusCode).toBe(
      200,
    );
    expect((await list(api, owner.auth)).rows).toHaveLength(2);
  });

  it('deletes a product no package holds; one in a package is 409 saying to archive it', async ({ api }) => {
    const owner = await studioWithRates(api);
    const loose = await createdProduct(api, owner.auth, { name: 'Loose', unitPriceMinor: 1 });
    const held = await createdProduct(api, owner.auth, { name: 'Held', unitPriceMinor: 1 });
    await createdPackage(api, owner.auth, {
      name: 'Gold',
      priceMinor: 100,
      items: [{ productId: held.id, quantityThousandths: 1000 }],
    });
    const refused = await api.delete(productUrl(held.id), { as: owner.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errorCode: 'Conflict',
      errorTitle: 'This product is in use',
      errorMessage:
        'This product is in 1 package, so it cannot be deleted. Archive it instead: it leaves the list and stays in its packages.',
      data: null,
    });
    expect((await api.get(productUrl(held.id), { as: owner.auth })).json().data.packageCount).toBe(1);
    const deleted = await api.delete(productUrl(loose.id), { as: owner.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.get(productUrl(loose.id), { as: owner.auth })).statusCode).toBe(404);
  });

  it('every member of the company may edit the catalogue, as the other settings lists', async ({ api }) => {
    const owner = await studioWithRates(api);
    const member = await joinedMember(api, owner.auth);
    const made = await createdProduct(api, member.auth, { name: 'Member made', unitPriceMinor: 1 });
    expect((await list(api, owner.auth)).rows.map((p) => p.id)).toEqual([made.id]);
  });
});
