import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CompanyPaths } from '@focal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentCompanyId, signedInOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeCompanyDetails } from './repo.ts';

/**
 * Issue 11 §6: a logo replaced or removed leaves no file behind, unless another company still
 * shows the same file (names are content hashes: the same picture is one file). Runs on the local
 * directory (project api) and on an S3 bucket (project api-s3).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const image = (red: number) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();

async function ownerWithLogo(png: Buffer) {
  const { auth } = await signedInOwner(t);
  const companyId = await currentCompanyId(t, auth);
  const logoUrl = await upload(auth, companyId, png);
  return { auth, companyId, logoUrl };
}

async function upload(auth: Record<string, string>, companyId: string, png: Buffer): Promise<string> {
  const res = await t.call({
    method: 'PUT',
    url: CompanyPaths.logo(companyId),
    headers: { ...auth, 'content-type': 'image/png' },
    payload: png,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.logoUrl;
}

const served = async (url: string) => (await t.call({ method: 'GET', url })).statusCode;

describe('a stored logo', () => {
  it('is in the S3 bucket under the api-s3 project, in DATA_DIR/files otherwise', async () => {
    const { logoUrl } = await ownerWithLogo(await image(70));
    const path = logoUrl.slice('/files/'.length);
    expect(existsSync(join(t.deps.config.dataDir, 'files', path))).toBe(!inject('s3Endpoint'));
    expect(await t.deps.files.exists(path)).toBe(true);
  });
});

describe('a replaced or removed logo', () => {
  it('is deleted when a new logo replaces it', async () => {
    const { auth, companyId, logoUrl: old } = await ownerWithLogo(await image(10));
    const current = await upload(auth, companyId, await image(20));
    expect(current).not.toBe(old);
    expect(await served(current)).toBe(200);
    expect(await served(old)).toBe(404);
    const path = old.slice('/files/'.length);
    expect(await t.deps.files.exists(path)).toBe(false);
  });

  it('is deleted when the logo is removed', async () => {
    const { auth, companyId, logoUrl } = await ownerWithLogo(await image(30));
    const res = await t.call({ method: 'DELETE', url: CompanyPaths.logo(companyId), headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(await served(logoUrl)).toBe(404);
  });

  it('stays while another company shows the same picture', async () => {
    const picture = await image(40);
    const first = await ownerWithLogo(picture);
    const second = await ownerWithLogo(picture);
    expect(second.logoUrl).toBe(first.logoUrl);
    await upload(first.auth, first.companyId, await image(50));
    expect(await served(second.logoUrl)).toBe(200);
    // The last company to let it go takes the file with it.
    await t.call({ method: 'DELETE', url: CompanyPaths.logo(second.companyId), headers: second.auth });
    expect(await served(second.logoUrl)).toBe(404);
  });

  it('is not copied by an import that read it before it was dropped', async () => {
    const source = await ownerWithLogo(await image(80));
    const target = await ownerWithLogo(await image(90));
    // The company details an import read, then the source replaced its logo (deleting the file).
    const read = { logoPath: source.logoUrl.slice('/files/'.length) };
    await upload(source.auth, source.companyId, await image(100));
    await t.deps.db.transaction((tx) => writeCompanyDetails(tx, read, target.companyId));
    const profile = await t.call({
      method: 'GET',
      url: CompanyPaths.company(target.companyId),
      headers: target.auth,
    });
    expect(profile.json().data.logoUrl).toBeNull();
  });

  it('uploading the same picture again keeps it', async () => {
    const picture = await image(60);
    const { auth, companyId, logoUrl } = await ownerWithLogo(picture);
    expect(await upload(auth, companyId, picture)).toBe(logoUrl);
    expect(await served(logoUrl)).toBe(200);
  });
});
