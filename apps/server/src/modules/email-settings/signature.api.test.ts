import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { SIGNATURE_IMAGE_MAX_BYTES } from '@focal/contracts';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { multipartFile } from '../../test/multipart.ts';

/**
 * Issue 16, the signature added to every studio email: its HTML stored sanitised, and its image
 * uploaded as multipart (either address the spec lists), redrawn, replaced and removed.
 */
type Auth = Record<string, string>;

const png = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

const multipart = (field: string, filename: string, type: string, bytes: Buffer) =>
  multipartFile(filename, type, bytes, field);
const uploadImage = (
  api: Api,
  auth: Auth,
  body: { payload: Buffer; headers: Record<string, string> },
  url: string = P.uploadSignatureImage.path,
) => api.call({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });

describe('the signature', () => {
  it('is stored sanitised: scripts, handlers and javascript: links gone, the text kept', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const dirty =
      '<p onclick="steal()">Ana <strong>Lens</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://lens.example">site</a>';
    const res = await api.post(P.saveEmailSignature.path, { bodySignature: dirty }, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const html: string = res.json().data.bodySignature;
    expect(html).toContain('<strong>Lens</strong>');
    expect(html).toContain('https://lens.example');
    expect(html).not.toMatch(/script|onclick|javascript:/i);
    expect((await api.get(P.getEmailSignature.path, { as: auth })).json().data).toEqual({
      bodySignature: html,
      imageUrl: null,
    });
    const tooLong = await api.post(
      P.saveEmailSignature.path,
      { bodySignature: 'x'.repeat(20_001) },
      { as: auth },
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('takes a PNG image through multipart (both addresses), re-encoded; refuses text and a file over 1 MB', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const res = await uploadImage(api, auth, multipart('file', 'logo.png', 'image/png', await png()));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.imageUrl;
    expect(url).toMatch(/^\/files\/signatures\/[0-9a-f]{64}\.png$/);
    const served = await api.call({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect((await api.get(P.getEmailSignature.path, { as: auth })).json().data.imageUrl).toBe(url);

    // The spec's second address: the same handler; the old image is removed.
    const other = await uploadImage(
      api,
      auth,
      multipart('file', 'b.png', 'image/png', await png(30, 30)),
      P.uploadSignatureImageProtected.path,
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.imageUrl).not.toBe(url);
    expect((await api.call({ method: 'GET', url })).statusCode).toBe(404);

    const text = await uploadImage(
      api,
      auth,
      multipart('file', 'notes.png', 'image/png', Buffer.from('just some text')),
    );
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { file: expect.any(String) } },
    });

    const big = Buffer.concat([await png(), Buffer.alloc(SIGNATURE_IMAGE_MAX_BYTES)]);
    const tooLarge = await uploadImage(api, auth, multipart('file', 'big.png', 'image/png', big));
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    const huge = await uploadImage(
      api,
      auth,
      multipart('file', 'big.png', 'image/png', Buffer.alloc(3 * SIGNATURE_IMAGE_MAX_BYTES)),
    );
    expect(huge.statusCode).toBe(413);

    const noFile = await uploadImage(api, auth, multipart('other', 'a.png', 'image/png', await png()));
    expect(noFile.statusCode).toBe(400);
    const broken = await api.call({
      method: 'POST',
      url: P.uploadSignatureImage.path,
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: Buffer.from('garbage without boundaries'),
    });
    expect(broken.statusCode).toBe(400);
    const json = await api.post(P.uploadSignatureImage.path, { file: 'x' }, { as: auth });
    expect(json.statusCode).toBe(400);

    const removed = await api.delete(P.deleteSignatureImage.path, { as: auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.imageUrl).toBeNull();
    expect((await api.call({ method: 'GET', url: other.json().data.imageUrl })).statusCode).toBe(404);
  });
});
