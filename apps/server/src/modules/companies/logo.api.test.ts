import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompanyPaths, LOGO_MAX_BYTES } from '@focal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, currentCompanyId, signedInOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();
const upload = (auth: Auth, id: string, body: Buffer | string, contentType: string) =>
  t.call({
    method: 'PUT',
    url: CompanyPaths.logo(id),
    headers: { ...auth, 'content-type': contentType },
    payload: body,
  });

async function owner() {
  const o = await signedInOwner(t);
  return { ...o, companyId: await currentCompanyId(t, o.auth) };
}

describe('uploading a logo', () => {
  it('stores it as WebP fitted into 512×512 and serves it with long caching', async () => {
    const { auth, companyId } = await owner();
    const res = await upload(auth, companyId, await image(1200, 800, 'png'), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json().data;
    expect(logoUrl).toMatch(/^\/files\/logos\/[0-9a-f]{64}\.webp$/);
    const file = await t.call({ method: 'GET', url: logoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
    const profile = (
      await t.call({ method: 'GET', url: CompanyPaths.company(companyId), headers: auth })
    ).json();
    expect(profile.data.logoUrl).toBe(logoUrl);
    expect(profile.data.actions.REMOVE_LOGO).toEqual({ url: CompanyPaths.logo(companyId), method: 'DELETE' });
    const brands = (await t.call({ method: 'GET', url: CompanyPaths.brands, headers: auth })).json();
    expect(brands.data.authorizedCompanies.brands[0].logoUrl).toBe(logoUrl);
  });

  it('accepts JPEG, GIF and WebP, and never enlarges a small image', async () => {
    const { auth, companyId } = await owner();
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const res = await upload(auth, companyId, await image(120, 60, format), `image/${format}`);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      const file = await t.call({ method: 'GET', url: res.json().data.logoUrl });
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 60]);
    }
  });

  it('refuses bytes that are not an image, with a message saying so', async () => {
    const { auth, companyId } = await owner();
    const res = await upload(auth, companyId, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorTitle: 'Unsupported image',
      errorMessage: 'This file is not an image we can read. Upload a PNG, JPEG, WebP or GIF image.',
    });
  });

  it('refuses a body over the size limit with 413 and other content types with 415', async () => {
    const { auth, companyId } = await owner();
    const big = await upload(auth, companyId, Buffer.alloc(LOGO_MAX_BYTES + 1, 1), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCode).toBe('PayloadTooLarge');
    const svg = await upload(auth, companyId, '<svg/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const json = await upload(auth, companyId, JSON.stringify({ logo: 'x' }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().errorCode).toBe('UnsupportedMediaType');
    const profile = (
      await t.call({ method: 'GET', url: CompanyPaths.company(companyId), headers: auth })
    ).json();
    expect(profile.data.logoUrl).toBeNull();
  });

  it('is for owners of the company; anyone else gets 403 (members) or 404', async () => {
    const { companyId } = await owner();
    const member = await signedInOwner(t);
    const memberId = (
      await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: member.auth })
    ).json().data.profile.id;
    await addMembership(t, memberId, companyId);
    const png = await image(10, 10, 'png');
    const asMember = await upload(member.auth, companyId, png, 'image/png');
    expect(asMember.statusCode).toBe(403);
    const stranger = await signedInOwner(t);
    expect((await upload(stranger.auth, companyId, png, 'image/png')).statusCode).toBe(404);
  });

  it('removes the logo', async () => {
    const { auth, companyId } = await owner();
    await upload(auth, companyId, await image(64, 64, 'png'), 'image/png');
    const res = await t.call({ method: 'DELETE', url: CompanyPaths.logo(companyId), headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ logoUrl: null });
    const profile = (
      await t.call({ method: 'GET', url: CompanyPaths.company(companyId), headers: auth })
    ).json();
    expect(profile.data.logoUrl).toBeNull();
    expect(profile.data.actions.REMOVE_LOGO).toBeUndefined();
  });
});

describe('serving files', () => {
  it('serves only stored files: no climbing out of the files directory, no unknown paths', async () => {
    // A file beside the storage directory that must never be reachable.
    writeFileSync(join(t.deps.config.dataDir, 'secret.webp'), 'SECRET');
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
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('SECRET');
    }
  });
});
