import { gzipSync } from 'node:zlib';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { errorBodySchema, PHOTO_BASE64_MAX_LENGTH } from '@focal/contracts';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { bands, BLUE, GREEN, near, pixel, pngClaiming, RED } from '../../test/photo-images.ts';
import { ProfileText } from './messages.ts';
import { PHOTO_UPLOADS } from './photo.ts';

/**
 * Issue 15, the server's photo: never the client's picture, but one drawn anew as an 80×80 PNG with
 * no metadata, under a content-hash address served as image/png for a year; the old one removed
 * unless another user shows it. Runs on the local directory (api) and an S3 bucket (api-s3).
 */
const P = ApiRoutes;
type Auth = Record<string, string>;
const upload = (api: Api, auth: Auth, image: string) => api.post(P.uploadPhoto.path, { image }, { as: auth });
const base64 = (bytes: Buffer) => bytes.toString('base64');

async function uploaded(api: Api, auth: Auth, image: string): Promise<string> {
  const res = await upload(api, auth, image);
  expect(res.statusCode, res.body).toBe(200);
  const url: string = res.json().data.PHOTO_URL;
  expect(url).toMatch(/^\/files\/photos\/[0-9a-f]{64}\.png$/);
  return url;
}
const links = async (api: Api, auth: Auth) =>
  (await api.get(P.bootstrap.path, { as: auth })).json().data.profile.resourcesLinks;
const pathOf = (url: string) => url.slice('/files/'.length);

describe('uploading a photo', () => {
  it('stores a PNG as an 80×80 PNG, served with nosniff and a year of caching; bootstrap and profile show it', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    expect(await links(api, auth)).toMatchObject({
      UPLOAD_PHOTO: { url: '/api/user/profile/photo', method: 'POST' },
    });
    expect((await links(api, auth)).PHOTO_URL).toBeUndefined();
    // Three bands, 240×80: covered and centred, the 80×80 is the green middle one, edge to edge.
    const url = await uploaded(api, auth, base64(await bands([RED, GREEN, BLUE], 80, 80).png().toBuffer()));
    const file = await api.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 80, 80]);
    for (const x of [0, 40, 79]) expect(near(await pixel(file.rawPayload, x, 40), GREEN)).toBe(true);
    expect((await links(api, auth)).PHOTO_URL).toEqual({ url });
    expect((await api.get(P.getProfile.path, { as: auth })).json().data.photoUrl).toBe(url);
  });

  it('reads a JPEG by its bytes (a data URL naming another type), turns it upright and drops its EXIF', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    // Red | blue, stored upside down (orientation 3): upright, the left half is blue.
    const jpeg = await bands([RED, BLUE], 80, 80)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 3, exif: { IFD0: { Copyright: 'Home, 51.5N 0.1W' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const url = await uploaded(api, auth, `data:image/png;base64,${base64(jpeg)}`);
    const png = (await api.get(url)).rawPayload;
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'png',
      80,
      80,
      undefined,
      undefined,
    ]);
    expect(png.includes('51.5N')).toBe(false);
    expect(near(await pixel(png, 5, 40), BLUE)).toBe(true);
    expect(near(await pixel(png, 75, 40), RED)).toBe(true);
  });

  it('answers 450 without a session', async ({ api }) => {
    const png = await bands([RED], 10, 10).png().toBuffer();
    expect((await api.post(P.uploadPhoto.path, { image: base64(png) })).json().errorCode).toBe('450');
  });
});

describe('a replaced photo', () => {
  it('is deleted from the file store, unless another user shows the same picture', async ({ api }) => {
    const [ada, bob] = [await api.signedInOwner(), await api.signedInOwner()];
    const first = base64(await bands([RED], 90, 90).png().toBuffer());
    const second = base64(await bands([BLUE], 90, 90).png().toBuffer());
    const shared = await uploaded(api, ada.auth, first);
    expect(await uploaded(api, bob.auth, first)).toBe(shared);
    const adaNew = await uploaded(api, ada.auth, second);
    expect(await api.deps.files.exists(pathOf(shared))).toBe(true);
    expect((await api.get(shared)).statusCode).toBe(200);
    await uploaded(api, bob.auth, second);
    expect(await api.deps.files.exists(pathOf(shared))).toBe(false);
    expect((await api.get(shared)).statusCode).toBe(404);
    expect(await api.deps.files.exists(pathOf(adaNew))).toBe(true);
  });
});

describe('what is refused', () => {
  const refusedWith = async (api: Api, auth: Auth, image: string, message: string | RegExp) => {
    const res = await upload(api, auth, image);
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.errorCode).toBe('ValidationFailed');
    expect(body.data).toMatchObject({ fields: { image: message } });
  };

  it('refuses a pixel bomb (a header claiming 50,000×50,000) from its header, with under a second of CPU', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1000);
    // The process's CPU time (every thread, the image library's too), not the wall clock: decoding
    // 2.5 billion pixels costs many seconds of it, while a loaded machine only stretches the wall time.
    const before = process.cpuUsage();
    await refusedWith(api, auth, base64(bomb), ProfileText.photoTooManyPixels);
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(1000);
  });

  it('refuses what is not a picture with 400, never 500', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const text = (s: string) => base64(Buffer.from(s));
    for (const image of [
      text('just some text\n'),
      text('<html><body>hello</body></html>'),
      text('<?xml version="1.0"?><note>not a picture</note>'),
      // An SVGZ: refused (by its gzip magic, and again as a format not in the raster list).
      base64(gzipSync('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
      'AA==',
      'QUJD',
      `data:image/png;base64,${base64(Buffer.from([0x89, 0x50, 0x4e, 0x47]))}`,
    ]) {
      await refusedWith(api, auth, image, ProfileText.photoUnreadable);
    }
    for (const image of ['', '!!not base64!!', 'data:image/png;base64,', 'data:text/html,<b>x</b>']) {
      const res = await upload(api, auth, image);
      expect(res.statusCode, `${image}: ${res.body}`).toBe(400);
      expect(errorBodySchema.parse(res.json()).data).toMatchObject({ fields: { image: expect.any(String) } });
    }
  });

  it('refuses a body over the limit with 413 and the error body', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await upload(api, auth, 'A'.repeat(PHOTO_BASE64_MAX_LENGTH + 2048));
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json()).errorCode).toBe('PayloadTooLarge');
  });

  it(`counts ${PHOTO_UPLOADS.max} uploads an hour per user, refused ones too; then 429`, async ({ api }) => {
    const [ada, bob] = [await api.signedInOwner(), await api.signedInOwner()];
    for (let i = 0; i < PHOTO_UPLOADS.max; i++)
      expect((await upload(api, ada.auth, 'AA==')).statusCode).toBe(400);
    const png = base64(await bands([GREEN], 20, 20).png().toBuffer());
    const limited = await upload(api, ada.auth, png);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RateLimited');
    await uploaded(api, bob.auth, png);
  });
});
