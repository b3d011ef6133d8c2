import {
  ApiRoutes as R,
  CATALOGUE_IMAGE_MAX_BYTES,
  fillPath,
  type Package,
  type Product,
} from '@focal/contracts';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import {
  type Auth,
  createdPackage,
  createdProduct,
  packageUrl,
  productUrl,
  studioWithRates,
} from './test-catalogue.ts';

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif', r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const imageUrl = (kind: 'product' | 'package', id: string) =>
  fillPath(kind === 'product' ? R.uploadProductImage.path : R.uploadPackageImage.path, { id });

const upload = (api: Api, auth: Auth, url: string, body: Buffer | string, contentType = 'image/png') =>
  api.call({ method: 'PUT', url, headers: { ...auth, 'content-type': contentType }, payload: body });

const stored = (api: Api, url: string) => api.deps.files.exists(url.slice('/files/'.length));

const listed = async (api: Api, auth: Auth, path: string, query = '') =>
  (await api.get(`${path}${query}`, { as: auth })).json().data.rows as (Product | Package)[];

describe("a product's picture", () => {
  it('is stored as a WebP inside 800×800, shown by get and list, served with long caching', async ({
    api,
  }) => {
    const owner = await studioWithRates(api);
    const product = await createdProduct(api, owner.auth, { name: 'Album', unitPriceMinor: 90000 });
    expect(product.imageUrl).toBeNull();
    const res = await upload(
      api,
      owner.auth,
      imageUrl('product', product.id),
      await picture(1600, 1000, 'png'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json().data as Product).imageUrl!;
    expect(url).toMatch(/^\/files\/catalogue\/[0-9a-f]{64}\.webp$/);
    expect((await api.get(productUrl(product.id), { as: owner.auth })).json().data.imageUrl).toBe(url);
    expect((await listed(api, owner.auth, R.listProducts.path))[0]!.imageUrl).toBe(url);

    const file = await api.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 500]);

    // The picture is saved on its own: a form opened before it still saves its fields.
    const saved = await api.put(
      productUrl(product.id),
      { updatedAt: product.updatedAt, unitPriceMinor: 95000 },
      { as: owner.auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ unitPriceMinor: 95000, imageUrl: url });
  });

  it('is replaced (the old file goes), kept when archived, removed, and goes with the product', async ({
    api,
  }) => {
    const owner = await studioWithRates(api);
    const product = await createdProduct(api, owner.auth, { name: 'Print', unitPriceMinor: 1500 });
    const url = imageUrl('product', product.id);
    const first = (await upload(api, owner.auth, url, await picture(300, 300, 'png'))).json().data.imageUrl;
    const replaced = await upload(api, owner.auth, url, await picture(120, 60, 'jpeg'), 'image/jpeg');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().data.imageUrl as string;
    expect(second).not.toBe(first);
    expect(await stored(api, first)).toBe(false);
    // Never enlarged.
    const meta = await sharp((await api.get(second)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 60]);

    const archived = await api.post(
      fillPath(R.archiveProduct.path, { id: product.id }),
      {},
      { as: owner.auth },
    );
    expect(archived.json().data).toMatchObject({ archivedAt: expect.any(String), imageUrl: second });
    expect((await listed(api, owner.auth, R.listProducts.path, '?archived=only'))[0]!.imageUrl).toBe(second);

    const removed = await api.delete(url, { as: owner.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.imageUrl).toBeNull();
    expect(await stored(api, second)).toBe(false);

    const third = (await upload(api, owner.auth, url, await picture(50, 50, 'webp'), 'image/webp')).json()
      .data.imageUrl as string;
    expect(await stored(api, third)).toBe(true);
    expect((await api.delete(productUrl(product.id), { as: owner.auth })).statusCode).toBe(200);
    expect(await stored(api, third)).toBe(false);
  });

  it('shares one file between rows showing the same picture, deleted when the last one goes', async ({
    api,
  }) => {
    const a = await studioWithRates(api);
    const b = await studioWithRates(api);
    const png = await picture(64, 64, 'png', 17);
    const mine = await createdProduct(api, a.auth, { name: 'Canvas', unitPriceMinor: 100 });
    const bundle = await createdPackage(api, a.auth, { name: 'Wall set', priceMinor: 100 });
    const theirs = await createdProduct(api, b.auth, { name: 'Canvas', unitPriceMinor: 100 });
    const urls = [
      (await upload(api, a.auth, imageUrl('product', mine.id), png)).json().data.imageUrl,
      (await upload(api, a.auth, imageUrl('package', bundle.id), png)).json().data.imageUrl,
      (await upload(api, b.auth, imageUrl('product', theirs.id), png)).json().data.imageUrl,
    ];
    expect(new Set(urls).size).toBe(1);
    const url = urls[0] as string;
    await api.delete(productUrl(mine.id), { as: a.auth });
    await api.delete(imageUrl('package', bundle.id), { as: a.auth });
    expect(await stored(api, url)).toBe(true);
    await api.delete(productUrl(theirs.id), { as: b.auth });
    expect(await stored(api, url)).toBe(false);
  });

  it('refuses what is not a PNG, JPEG or WebP picture, or too large, with the error body; the picture stays', async ({
    api,
  }) => {
    const owner = await studioWithRates(api);
    const product = await createdProduct(api, owner.auth, { name: 'Frame', unitPriceMinor: 100 });
    const url = imageUrl('product', product.id);
    const kept = (await upload(api, owner.auth, url, await picture(40, 40, 'png'))).json().data.imageUrl;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const cut = (await picture(200, 200, 'png')).subarray(0, 300);
    const refusals: [string, Buffer | string, string, number, string][] = [
      ['text', 'hello, not a picture', 'image/png', 400, 'ValidationFailed'],
      ['an SVG called a PNG', svg, 'image/png', 400, 'ValidationFailed'],
      ['a cut-off PNG', cut, 'image/png', 400, 'ValidationFailed'],
      ['an empty body', Buffer.alloc(0), 'image/png', 400, 'ValidationFailed'],
      ['a GIF', await picture(10, 10, 'gif'), 'image/gif', 415, 'UnsupportedMediaType'],
      ['JSON', JSON.stringify({ image: 'x' }), 'application/json', 415, 'UnsupportedMediaType'],
      ['over 5 MB', Buffer.alloc(CATALOGUE_IMAGE_MAX_BYTES + 1, 1), 'image/png', 413, 'PayloadTooLarge'],
    ];
    for (const [name, body, type, status, code] of refusals) {
      const res = await upload(api, owner.auth, url, body, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      const error = res.json();
      expect(Object.keys(error).sort(), name).toEqual(['data', 'errorCode', 'errorMessage', 'errorTitle']);
      expect(error.errorCode, name).toBe(code);
      if (status === 400)
        expect(error.data.fields.image, name).toBe(
          'This file is not a PNG, JPEG or WebP picture we can read. Choose another image.',
        );
    }
    expect((await api.get(productUrl(product.id), { as: owner.auth })).json().data.imageUrl).toBe(kept);
  });

  it("is not another company's to change: their upload and removal are 404 and change nothing", async ({
    api,
  }) => {
    const owner = await studioWithRates(api);
    const other = await studioWithRates(api);
    const product = await createdProduct(api, owner.auth, { name: 'Album', unitPriceMinor: 100 });
    const bundle = await createdPackage(api, owner.auth, { name: 'Set', priceMinor: 100 });
    const png = await picture(20, 20, 'png');
    const kept = (await upload(api, owner.auth, imageUrl('product', product.id), png)).json().data.imageUrl;
    for (const kind of ['product', 'package'] as const) {
      const id = kind === 'product' ? product.id : bundle.id;
      const put = await upload(api, other.auth, imageUrl(kind, id), await picture(30, 30, 'png'));
      expect(put.statusCode, put.body).toBe(404);
      expect(put.json().errorCode).toBe('NotFound');
      expect((await api.delete(imageUrl(kind, id), { as: other.auth })).statusCode).toBe(404);
    }
    expect((await api.get(productUrl(product.id), { as: owner.auth })).json().data.imageUrl).toBe(kept);
    expect((await api.get(packageUrl(bundle.id), { as: owner.auth })).json().data.imageUrl).toBeNull();
    expect(await stored(api, kept)).toBe(true);
  });
});

describe("a package's picture", () => {
  it('is shown by get and list, kept when archived, and goes with the package', async ({ api }) => {
    const owner = await studioWithRates(api);
    const bundle = await createdPackage(api, owner.auth, { name: 'Wedding day', priceMinor: 250000 });
    expect(bundle.imageUrl).toBeNull();
    const res = await upload(
      api,
      owner.auth,
      imageUrl('package', bundle.id),
      await picture(900, 1800, 'jpeg'),
      'image/jpeg',
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.imageUrl as string;
    expect(url).toMatch(/^\/files\/catalogue\/[0-9a-f]{64}\.webp$/);
    const meta = await sharp((await api.get(url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 800]);
    expect((await api.get(packageUrl(bundle.id), { as: owner.auth })).json().data.imageUrl).toBe(url);
    expect((await listed(api, owner.auth, R.listPackages.path))[0]!.imageUrl).toBe(url);
    const archived = await api.post(
      fillPath(R.archivePackage.path, { id: bundle.id }),
      {},
      { as: owner.auth },
    );
    expect(archived.json().data.imageUrl).toBe(url);
    expect((await api.delete(packageUrl(bundle.id), { as: owner.auth })).statusCode).toBe(200);
    expect(await stored(api, url)).toBe(false);
  });
});
