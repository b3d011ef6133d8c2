import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, CLIENT_IMPORT_MAX_BYTES, type ClientImportPreview } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { currentCompanyId } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { ImportCsvText } from './messages.ts';
import { sweepUploads, UPLOAD_KEPT_MS, uploadPath, UPLOADS_MAX_BYTES } from './uploads.ts';

/**
 * Issue 29 §2: every preview was kept until an import completed, so any trial account could fill
 * the disk. A company's waiting uploads have a quota, and the hourly sweep deletes those a day old.
 * No workers here: a started import stays running, as one in the middle of its rows.
 */
type Auth = Record<string, string>;
async function preview(api: Api, auth: Auth, text: string) {
  const body = multipartFile('clients.csv', 'text/csv', text);
  return api.post(R.previewClientImport.path, body.payload, { as: auth, headers: body.headers });
}
async function previewed(api: Api, auth: Auth, text = 'First name\nAnna\n') {
  const res = await preview(api, auth, text);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as ClientImportPreview).uploadId;
}
const start = (api: Api, auth: Auth, uploadId: string) =>
  api.post(R.startClientImport.path, { uploadId, mapping: ['firstName'], duplicates: 'skip' }, { as: auth });
const later = (ms: number) => new Date(Date.now() + ms);
const HOUR = 3600_000;

describe('uploads waiting to be imported', () => {
  it(`keep at most ${UPLOADS_MAX_BYTES / 2 ** 20} MB per company: past it 409, room again once old ones go`, async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const folder = `private/client-imports/${companyId}`;
    // Nine files at the size limit already wait (put straight into the store); a tenth, just
    // under it, fills the quota.
    for (let i = 0; i < 9; i++)
      await api.deps.files.put(uploadPath(companyId, randomUUID()), Buffer.alloc(CLIENT_IMPORT_MAX_BYTES));
    await previewed(api, owner.auth, `First name\nAnna\n${'x'.repeat(CLIENT_IMPORT_MAX_BYTES - 100)}\n`);
    const small = `First name\n${'Ben\n'.repeat(100)}`;
    const refused = await preview(api, owner.auth, small);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'Conflict',
      errorTitle: ImportCsvText.quotaTitle,
      errorMessage: ImportCsvText.quota,
    });
    // The refused file is not left behind; another company is not counted.
    expect(await api.deps.files.list(folder)).toHaveLength(10);
    await previewed(api, (await api.signedInOwner()).auth);
    expect(await sweepUploads(api.deps, later(UPLOAD_KEPT_MS + HOUR))).toBeGreaterThanOrEqual(10);
    expect(await api.deps.files.list(folder)).toEqual([]);
    await previewed(api, owner.auth, small);
  });

  it('are deleted after a day, unless an import reads them; an import cannot start on a deleted one', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const [left, running, stale] = [
      await previewed(api, owner.auth),
      await previewed(api, owner.auth),
      await previewed(api, owner.auth),
    ];
    expect((await start(api, owner.auth, running)).statusCode).toBe(200);
    const exists = (uploadId: string) => api.deps.files.exists(uploadPath(companyId, uploadId));
    await sweepUploads(api.deps, later(UPLOAD_KEPT_MS - HOUR));
    expect([await exists(left), await exists(running), await exists(stale)]).toEqual([true, true, true]);
    await sweepUploads(api.deps, later(UPLOAD_KEPT_MS + HOUR));
    expect([await exists(left), await exists(running), await exists(stale)]).toEqual([false, true, false]);
    const gone = await start(api, owner.auth, stale);
    expect(gone.statusCode, gone.body).toBe(404);
    expect(gone.json().errorMessage).toBe(ImportCsvText.uploadGone);
  });
});
