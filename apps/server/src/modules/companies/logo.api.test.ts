import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompanyPaths, LOGO_MAX_BYTES } from '@focal/contracts';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { addMembership, currentCompanyId } from '../../test/factories.ts';

type Auth = Record<string, string>;
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();
const upload = (api: Api, auth: Auth, id: string, body: Buffer | string, contentType: string) =>
  api.call({
    method: 'PUT',
    url: CompanyPaths.logo(id),
    headers: { ...auth, 'content-type': contentType },
    payload: body,
  });

async function owner(api: Api) {
  const o = await api.signedInOwner();
  return { ...o, companyId: await currentCompanyId(api, o.auth) };
}

describe('uploading a logo', () => {
  it('stores it as WebP fitted into 512×512 and serves it with long caching', async ({ api }) => {
    const { auth, companyId } = await owner(api);
    const res = await upload(api, auth, companyId, await image(1200, 800, 'png'), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json().data;
    expect(logoUrl).toMatch(/^\/files\/logos\/[0-9a-f]{64}\.webp$/);
    const file = await api.get(logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
    const profile = (await api.get(CompanyPaths.company(companyId), { as: auth })).json();
    expect(profile.data.logoUrl).toBe(logoUrl);
    expect(profile.data.actions.REMOVE_LOGO).toEqual({ url: CompanyPaths.logo(companyId), method: 'DELETE' });
    const brands = (await api.get(CompanyPaths.brands, { as: auth })).json();
    expect(brands.data.authorizedCompanies.brands[0].logoUrl).toBe(logoUrl);
  });

  it('accepts JPEG, GIF and WebP, and never enlarges a small image', async ({ api }) => {
    const { auth, companyId } = await owner(api);
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const res = await upload(api, auth, companyId, await image(120, 60, format), `image/${format}`);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      const file = await api.get(res.json().data.logoUrl);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 60]);
    }
  });

  it('refuses bytes that are not an image, with a message saying so', async ({ api }) => {
    const { auth, companyId } = await owner(api);
    const res = await upload(api, auth, companyId, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorTitle: 'Unsupported image',
      errorMessage: 'This file is not an image we can read. Upload a PNG, JPEG, WebP or GIF image.',
    });
  });

  it('refuses a body over the size limit with 413 and other content types with 415', async ({ api }) => {
    const { auth, companyId } = await owner(api);
    const big = await upload(api, auth, companyId, Buffer.alloc(LOGO_MAX_BYTES + 1, 1), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCode).toBe('PayloadTooLarge');
    const svg = await upload(api, auth, companyId, '<svg/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const json = await upload(api, auth, companyId, JSON.stringify({ logo: 'x' }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().errorCode).toBe('UnsupportedMediaType');
    const profile = (await api.get(CompanyPaths.company(companyId), { as: auth })).json();
    expect(profile.data.logoUrl).toBeNull();
  });

  it('is for owners of the company; anyone else gets 403 (members) or 404', async ({ api }) => {
    const { companyId } = await owner(api);
    const member = await api.signedInOwner();
    const memberId = (await api.get('/api/basic/bootstrap', { as: member.auth })).json().data.profile.id;
    await addMembership(api, memberId, companyId);
    const png = await image(10, 10, 'png');
    const asMember = await upload(api, member.auth, companyId, png, 'image/png');
    expect(asMember.statusCode).toBe(403);
    const stranger = await api.signedInOwner();
    expect((await upload(api, stranger.auth, companyId, png, 'image/png')).statusCode).toBe(404);
  });

  it('removes the logo', async ({ api }) => {
    const { auth, companyId } = await owner(api);
    await upload(api, auth, companyId, await image(64, 64, 'png'), 'image/png');
    const res = await api.delete(CompanyPaths.logo(companyId), { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ logoUrl: null });
    const profile = (await api.get(CompanyPaths.company(companyId), { as: auth })).json();
    expect(profile.data.logoUrl).toBeNull();
    expect(profile.data.actions.REMOVE_LOGO).toBeUndefined();
  });
});

describe('serving files', () => {
  it('serves only stored files: no climbing out of the files directory, no unknown paths', async ({
    api,
  }) => {
    // A file beside the storage directory that must never be reachable.
    writeFileSync(join(api.deps.config.dataDir, 'secret.webp'), 'SECRET');
    const attempts = [
      '/files/../secret.webp',
      '/files/%2e%2e/secret.webp',
      '/files/%2E%2E%2Fsecret.webp',
      '/files/logos/..%2f..%2fsecret.webp',
      '/files/..%5csecret.webp',
      '/files//etc/passwd',
      '/files/logos/' + 'a'.repeat(64) + '.webp',
      '/files/logos/UPPER.webp',
      '/files/logos/x.svg',
    ];
    for (const url of attempts) {
      const res = await api.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('SECRET');
    }
  });
});
