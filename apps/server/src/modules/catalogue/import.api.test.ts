import {
  ApiRoutes as R,
  type CompanyProfile,
  CompanyPaths,
  type Package,
  type Product,
} from '@focal/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { backgroundTasks, importCopies } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, createdCompany, onPlan, uniqueEmail } from '../../test/factories.ts';
import type { TaskItem } from '../background-tasks/service.ts';
import { importKind } from '../imports/registry.ts';
import { runImportTask } from '../imports/runner.ts';
import {
  type Auth,
  createdPackage,
  createdProduct,
  packageUrl,
  productUrl,
  studioWithRates,
} from './test-catalogue.ts';

// No workers: each test runs the import itself, as a worker would, to see it before it runs, race it
// or repeat it (../imports/reruns.api.test.ts).

const never = () => new AbortController().signal;

const rowsOf =
  <T = unknown>(query: SQL) =>
  async (api: Api) =>
    ((await api.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

const everything = async <T>(api: Api, auth: Auth, path: string): Promise<T[]> => {
  const res = await api.get(`${path}?archived=include&limit=100`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as T[];
};

async function profileOf(api: Api, auth: Auth, companyId: string): Promise<CompanyProfile> {
  const res = await api.get(CompanyPaths.company(companyId), { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CompanyProfile;
}

/**
 * A company's catalogue as the user reads it, by name: a product's price, description, archived
 * state and taxes by name in order; a package's price, archived state and items by product name.
 */
async function catalogueOf(api: Api, someAuth: Auth, companyId: string) {
  // The catalogue is the session's company's: the user's latest new company unless switched.
  const switched = await api.post(CompanyPaths.switch, { companyId }, { as: someAuth });
  expect(switched.statusCode, switched.body).toBe(200);
  const auth = bearer(switched.json().data);
  const rates = new Map((await profileOf(api, auth, companyId)).tax.rates.map((r) => [r.id!, r.name]));
  const products = await everything<Product>(api, auth, R.listProducts.path);
  const packages = await everything<Package>(api, auth, R.listPackages.path);
  return {
    products: products.map((p) => ({
      name: p.name,
      description: p.description,
      price: p.unitPriceMinor,
      archived: p.archivedAt !== null,
      taxes: p.taxRateIds.map((id) => rates.get(id) ?? `not this company's: ${id}`),
    })),
    packages: packages.map((p) => ({
      name: p.name,
      price: p.priceMinor,
      archived: p.archivedAt !== null,
      items: p.items.map((i) => `${i.productName}×${i.quantityThousandths}`),
    })),
    ids: [...products, ...packages].map((row) => row.id),
  };
}

/**
 * An owner on MASTER whose studio has three tax rates, four products (one archived) and two packages
 * (one archived, holding the archived product); and a second brand of the account with a catalogue
 * of its own, which no import from the first may bring.
 */
async function studioWithCatalogue(api: Api) {
  const owner = await studioWithRates(api, [
    { name: 'VAT', rateMillionths: 200000 },
    { name: 'City', rateMillionths: 88750 },
    { name: 'Reduced', rateMillionths: 50000 },
  ]);
  await onPlan(api, owner.form.email, 'MASTER');
  const [vat, city, reduced] = owner.rateIds as [string, string, string];
  const as = { as: owner.auth };
  const album = await createdProduct(api, owner.auth, {
    name: 'Album',
    description: 'Thirty pages.',
    unitPriceMinor: 90000,
    taxRateIds: [city, vat],
  });
  const shooter = await createdProduct(api, owner.auth, {
    name: 'Second shooter',
    unitPriceMinor: 45000,
    taxRateIds: [reduced],
  });
  await createdProduct(api, owner.auth, { name: 'Prints', unitPriceMinor: 1250 });
  const old = await createdProduct(api, owner.auth, {
    name: 'Old album',
    unitPriceMinor: 70000,
    taxRateIds: [vat],
  });
  await createdPackage(api, owner.auth, {
    name: 'Gold',
    priceMinor: 150000,
    items: [
      { productId: shooter.id, quantityThousandths: 8000 },
      { productId: album.id, quantityThousandths: 1000 },
    ],
  });
  const silver = await createdPackage(api, owner.auth, {
    name: 'Silver',
    priceMinor: 80000,
    items: [{ productId: old.id, quantityThousandths: 1500 }],
  });
  expect((await api.post(`${productUrl(old.id)}/archive`, undefined, as)).statusCode).toBe(200);
  expect((await api.post(`${packageUrl(silver.id)}/archive`, undefined, as)).statusCode).toBe(200);

  const other = await createdCompany(api, owner.auth, 'Private Brand');
  await createdProduct(api, other.auth, { name: 'Private product', unitPriceMinor: 100 });
  await createdPackage(api, other.auth, { name: 'Private package', priceMinor: 100 });
  return { owner, sourceId: owner.companyId };
}

/** A new company importing `types` from `sourceId`; its task queued, not run. */
async function queuedImport(
  api: Api,
  auth: Auth,
  sourceId: string,
  types: string[],
  name = 'Sunday Weddings',
) {
  const res = await api.post(
    CompanyPaths.create,
    { name, email: uniqueEmail('target'), toImportData: { sourceCompanyId: sourceId, types } },
    { as: auth },
  );
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { companyId: string; taskId: string; tokens: { access_token: string } };
  return { targetId: data.companyId, taskId: data.taskId, auth: bearer(data.tokens) };
}

async function itemsOf(api: Api, taskId: string) {
  const [task] = await api.deps.db.select().from(backgroundTasks).where(eq(backgroundTasks.id, taskId));
  return { state: task!.state, items: task!.items as TaskItem[] };
}

const sourceCatalogue = {
  products: [
    { name: 'Album', description: 'Thirty pages.', price: 90000, archived: false, taxes: ['City', 'VAT'] },
    { name: 'Old album', description: '', price: 70000, archived: true, taxes: ['VAT'] },
    { name: 'Prints', description: '', price: 1250, archived: false, taxes: [] },
    { name: 'Second shooter', description: '', price: 45000, archived: false, taxes: ['Reduced'] },
  ],
  packages: [
    { name: 'Gold', price: 150000, archived: false, items: ['Second shooter×8000', 'Album×1000'] },
    { name: 'Silver', price: 80000, archived: true, items: ['Old album×1500'] },
  ],
};

describe('importing the catalogue into a new company', () => {
  it("copies products with their taxes mapped to the copied rates and packages with their items mapped to the copied products, archived ones archived, the other brand's not", async ({
    api,
  }) => {
    const { owner, sourceId } = await studioWithCatalogue(api);
    const source = await catalogueOf(api, owner.auth, sourceId);
    expect({ products: source.products, packages: source.packages }).toEqual(sourceCatalogue);

    const target = await queuedImport(api, owner.auth, sourceId, ['TAX_RATES', 'PRODUCTS', 'PACKAGES']);
    expect(await runImportTask(api.deps.db, target.taskId, never())).toBe('finished');
    expect(await itemsOf(api, target.taskId)).toMatchObject({
      state: 'COMPLETED',
      items: [
        { type: 'TAX_RATES', state: 'COMPLETED', copied: 3, total: 3 },
        { type: 'PRODUCTS', state: 'COMPLETED', copied: 4, total: 4 },
        { type: 'PACKAGES', state: 'COMPLETED', copied: 2, total: 2 },
      ],
    });
    const copied = await catalogueOf(api, target.auth, target.targetId);
    // Taxes and items are named through the target's own rows: a link kept to a source row would
    // show as "not this company's" or not at all.
    expect({ products: copied.products, packages: copied.packages }).toEqual(sourceCatalogue);
    expect(copied.ids.filter((id) => source.ids.includes(id))).toEqual([]);

    // The source keeps its catalogue.
    const after = await catalogueOf(api, owner.auth, sourceId);
    expect({ products: after.products, packages: after.packages }).toEqual(sourceCatalogue);
  });

  it("copies pictures by reference: the copies show the source's files, which stay while either shows them", async ({
    api,
  }) => {
    const { owner, sourceId } = await studioWithCatalogue(api);
    // The session is on the second brand (made last): back to the source's catalogue.
    const switched = await api.post(CompanyPaths.switch, { companyId: sourceId }, { as: owner.auth });
    const auth = bearer(switched.json().data);
    const byName = async (path: string, name: string) =>
      (await everything<Product | Package>(api, auth, path)).find((row) => row.name === name)!;
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const pictured: Record<string, string> = {};
    for (const [route, list, name] of [
      [R.uploadProductImage.path, R.listProducts.path, 'Album'],
      [R.uploadPackageImage.path, R.listPackages.path, 'Silver'],
    ] as const) {
      const res = await api.call({
        method: 'PUT',
        url: route.replace(':id', (await byName(list, name)).id),
        headers: { ...auth, 'content-type': 'image/png' },
        payload: png,
      });
      expect(res.statusCode, res.body).toBe(200);
      pictured[name] = res.json().data.imageUrl;
    }
    const sourceAlbum = await byName(R.listProducts.path, 'Album');

    const target = await queuedImport(api, auth, sourceId, ['PRODUCTS', 'PACKAGES']);
    expect(await runImportTask(api.deps.db, target.taskId, never())).toBe('finished');
    const pictures = async (path: string) =>
      Object.fromEntries(
        (await everything<Product | Package>(api, target.auth, path)).map((row) => [row.name, row.imageUrl]),
      );
    expect(await pictures(R.listProducts.path)).toEqual({
      Album: pictured.Album,
      'Old album': null,
      Prints: null,
      'Second shooter': null,
    });
    expect(await pictures(R.listPackages.path)).toEqual({ Gold: null, Silver: pictured.Silver });

    // The source's Album goes (its package first); the copy still shows the file.
    const back = await api.post(CompanyPaths.switch, { companyId: sourceId }, { as: auth });
    const source = bearer(back.json().data);
    const gold = (await everything<Package>(api, source, R.listPackages.path)).find(
      (p) => p.name === 'Gold',
    )!;
    expect((await api.delete(packageUrl(gold.id), { as: source })).statusCode).toBe(200);
    expect((await api.delete(productUrl(sourceAlbum.id), { as: source })).statusCode).toBe(200);
    expect(await api.deps.files.exists(pictured.Album!.slice('/files/'.length))).toBe(true);
    expect((await api.get(pictured.Album!)).statusCode).toBe(200);
  });

  it('brings the products with the packages, and leaves out the taxes whose rates were not imported', async ({
    api,
  }) => {
    const { owner, sourceId } = await studioWithCatalogue(api);
    const target = await queuedImport(api, owner.auth, sourceId, ['PACKAGES']);
    expect((await itemsOf(api, target.taskId)).items.map((i) => i.type)).toEqual(['PRODUCTS', 'PACKAGES']);
    expect(await runImportTask(api.deps.db, target.taskId, never())).toBe('finished');
    expect((await itemsOf(api, target.taskId)).state).toBe('COMPLETED');
    const copied = await catalogueOf(api, target.auth, target.targetId);
    expect((await profileOf(api, target.auth, target.targetId)).tax.rates).toEqual([]);
    expect(copied.products).toEqual(sourceCatalogue.products.map((p) => ({ ...p, taxes: [] })));
    expect(copied.packages).toEqual(sourceCatalogue.packages);
  });

  it('numbers a name the new company took meanwhile, and maps items by the copy, not by the name', async ({
    api,
  }) => {
    const { owner, sourceId } = await studioWithCatalogue(api);
    const target = await queuedImport(api, owner.auth, sourceId, ['PRODUCTS', 'PACKAGES']);
    await createdProduct(api, target.auth, { name: 'ALBUM', unitPriceMinor: 5 });
    await createdProduct(api, target.auth, { name: 'Album (2)', unitPriceMinor: 6 });
    await createdPackage(api, target.auth, { name: 'gold', priceMinor: 7 });
    expect(await runImportTask(api.deps.db, target.taskId, never())).toBe('finished');
    const copied = await catalogueOf(api, target.auth, target.targetId);
    expect(copied.products.map((p) => [p.name, p.price])).toEqual([
      ['ALBUM', 5],
      ['Album (2)', 6],
      ['Album (3)', 90000],
      ['Old album', 70000],
      ['Prints', 1250],
      ['Second shooter', 45000],
    ]);
    expect(copied.packages.map((p) => [p.name, p.items])).toEqual([
      ['gold', []],
      ['Gold (2)', ['Second shooter×8000', 'Album (3)×1000']],
      ['Silver', ['Old album×1500']],
    ]);
  });

  it("refuses another account's company as the source, creating nothing; two imports of one source each link to their own copies", async ({
    api,
  }) => {
    const { owner, sourceId } = await studioWithCatalogue(api);
    const stranger = await studioWithRates(api, [{ name: 'VAT', rateMillionths: 200000 }]);
    await createdProduct(api, stranger.auth, { name: 'Stranger product', unitPriceMinor: 1 });
    const foreign = await api.post(
      CompanyPaths.create,
      {
        name: 'Stolen Goods',
        email: uniqueEmail('stolen'),
        toImportData: { sourceCompanyId: stranger.companyId, types: ['TAX_RATES', 'PRODUCTS', 'PACKAGES'] },
      },
      { as: owner.auth },
    );
    expect(foreign.statusCode).toBe(404);
    const list = await api.get(CompanyPaths.list, { as: owner.auth });
    expect(list.json().data.companies.map((c: { name: string }) => c.name)).not.toContain('Stolen Goods');

    const types = ['TAX_RATES', 'PRODUCTS', 'PACKAGES'];
    const first = await queuedImport(api, owner.auth, sourceId, types, 'First Copy');
    const second = await queuedImport(api, owner.auth, sourceId, types, 'Second Copy');
    await Promise.all([
      runImportTask(api.deps.db, first.taskId, never()),
      runImportTask(api.deps.db, second.taskId, never()),
    ]);
    for (const target of [first, second]) {
      const copied = await catalogueOf(api, target.auth, target.targetId);
      expect({ products: copied.products, packages: copied.packages }).toEqual(sourceCatalogue);
    }
    // The database's own view: every link stays inside its company.
    const crossing = rowsOf(sql`
      select 1 from product_tax_rates l join tax_rates r on r.id = l.tax_rate_id where r.company_id <> l.company_id
      union all
      select 1 from package_items i join products p on p.id = i.product_id where p.company_id <> i.company_id`);
    expect(await crossing(api)).toEqual([]);
  });
});

describe('an import of the catalogue run more than once', () => {
  const PRODUCTS = 450; // more than two batches
  const PACKAGES = 250;

  /** Bulk SQL (a fixture): products with one or two taxes, packages with one to three items. */
  async function largeSource(api: Api) {
    const owner = await studioWithRates(api, [
      { name: 'VAT', rateMillionths: 200000 },
      { name: 'City', rateMillionths: 88750 },
    ]);
    await onPlan(api, owner.form.email, 'MASTER');
    const id = owner.companyId;
    await api.deps.db.execute(sql`
      insert into products (company_id, name, unit_price_minor, archived_at)
      select ${id}, 'Product ' || g, g * 100, case when g % 5 = 0 then now() end
      from generate_series(1, ${PRODUCTS}) g`);
    await api.deps.db.execute(sql`
      insert into product_tax_rates (company_id, product_id, tax_rate_id, position)
      select p.company_id, p.id, r.id, row_number() over (partition by p.id order by r.position desc)
      from products p join tax_rates r on r.company_id = p.company_id
      where p.company_id = ${id} and (r.position = 0 or p.unit_price_minor % 300 = 0)`);
    await api.deps.db.execute(sql`
      insert into packages (company_id, name, price_minor)
      select ${id}, 'Package ' || g, g * 1000 from generate_series(1, ${PACKAGES}) g`);
    await api.deps.db.execute(sql`
      insert into package_items (company_id, package_id, position, product_id, quantity_thousandths)
      select k.company_id, k.id, n, p.id, 1000 * (n + 1)
      from packages k cross join generate_series(0, 2) n
      join products p on p.company_id = k.company_id
        and p.name = 'Product ' || ((substr(k.name, 9)::int * 7 + n * 13) % ${PRODUCTS} + 1)
      where k.company_id = ${id} and n <= substr(k.name, 9)::int % 3`);
    return owner;
  }

  /** Everything of the company's catalogue that a duplicate or a lost row would change. */
  async function fingerprint(api: Api, companyId: string) {
    const query = sql`
      select
        (select coalesce(array_agg(p.name || ':' || p.unit_price_minor || ':' || (p.archived_at is not null) || ':' ||
          coalesce((select string_agg(r.name, ',' order by l.position) from product_tax_rates l
            join tax_rates r on r.company_id = l.company_id and r.id = l.tax_rate_id
            where l.company_id = p.company_id and l.product_id = p.id), '') order by p.name), '{}')
          from products p where p.company_id = ${companyId}) as products,
        (select coalesce(array_agg(k.name || ':' || k.price_minor || ':' ||
          coalesce((select string_agg(p.name || '×' || i.quantity_thousandths, ',' order by i.position)
            from package_items i join products p on p.company_id = i.company_id and p.id = i.product_id
            where i.company_id = k.company_id and i.package_id = k.id), '') order by k.name), '{}')
          from packages k where k.company_id = ${companyId}) as packages`;
    return (await rowsOf<{ products: string[]; packages: string[] }>(query)(api))[0]!;
  }

  it('copies each row once when two workers copy the same kinds at once, and again nothing when rerun after the end', async ({
    api,
  }) => {
    const owner = await largeSource(api);
    const expected = await fingerprint(api, owner.companyId);
    expect(expected.products).toHaveLength(PRODUCTS);
    expect(expected.packages).toHaveLength(PACKAGES);
    // Every product has its taxes (some two, in order), every package its items (some three).
    expect(expected.products.filter((p) => /:(true|false):$/.test(p))).toEqual([]);
    expect(expected.products).toContain('Product 3:300:false:City,VAT');
    expect(expected.packages.filter((p) => p.endsWith(':'))).toEqual([]);
    expect(expected.packages).toContain('Package 2:2000:Product 15×1000,Product 28×2000,Product 41×3000');

    const target = await queuedImport(api, owner.auth, owner.companyId, [
      'TAX_RATES',
      'PRODUCTS',
      'PACKAGES',
    ]);
    const context = {
      db: api.deps.db,
      taskId: target.taskId,
      sourceCompanyId: owner.companyId,
      targetCompanyId: target.targetId,
      batchPauseMs: 0,
      signal: never(),
    };
    for (const type of ['TAX_RATES', 'PRODUCTS', 'PACKAGES']) {
      const kind = importKind(type)!;
      await Promise.all([kind.copy({ ...context, type }), kind.copy({ ...context, type })]);
    }
    expect(await fingerprint(api, target.targetId)).toEqual(expected);
    // Each batch beat the task's lease: as if those workers had gone.
    await api.deps.db.execute(
      sql`update background_tasks set heartbeat_at = null where id = ${target.taskId}`,
    );

    // The task itself, then a process killed after the last batch but before the task was marked done.
    expect(await runImportTask(api.deps.db, target.taskId, never())).toBe('finished');
    await api.deps.db.execute(sql`
      update background_tasks set state = 'IN_PROGRESS', finished_at = null, heartbeat_at = null,
        items = (select jsonb_agg(item || '{"state":"IN_PROGRESS"}'::jsonb) from jsonb_array_elements(items) item)
      where id = ${target.taskId}`);
    expect(await runImportTask(api.deps.db, target.taskId, never())).toBe('finished');
    expect(await fingerprint(api, target.targetId)).toEqual(expected);
    expect(await itemsOf(api, target.taskId)).toMatchObject({
      state: 'COMPLETED',
      items: [
        { type: 'TAX_RATES', copied: 2, total: 2 },
        { type: 'PRODUCTS', copied: PRODUCTS, total: PRODUCTS },
        { type: 'PACKAGES', copied: PACKAGES, total: PACKAGES },
      ],
    });
    const recorded = await api.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(importCopies)
      .where(and(eq(importCopies.taskId, target.taskId), eq(importCopies.type, 'PRODUCTS')));
    expect(recorded[0]!.n).toBe(PRODUCTS);
  });
});
