import {
  ApiRoutes as R,
  CLIENT_IMPORT_MAX_COLUMNS,
  CLIENT_IMPORT_PREVIEW_CELL_MAX,
  type ClientImportPreview,
} from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { bannersOf, createdCompany, joinedMember, onPlan } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { ImportCsvText } from './messages.ts';
import { CLIENT_IMPORT_PREVIEWS } from './service.ts';

/** Issue 29 §2: what a preview reads and answers is bounded, and so is how often it is asked. */
type Auth = Record<string, string>;
async function preview(api: Api, auth: Auth, text: string) {
  const body = multipartFile('clients.csv', 'text/csv', text);
  return api.post(R.previewClientImport.path, body.payload, { as: auth, headers: body.headers });
}
const columns = (n: number) => Array.from({ length: n }, (_, i) => `Column ${i + 1}`).join(',');

function expectRefused(res: Awaited<ReturnType<typeof preview>>, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    errorCode: 'ValidationFailed',
    errorMessage: message,
    data: { fields: { file: message } },
  });
}

describe('the CSV preview within its bounds', () => {
  it(`reads ${CLIENT_IMPORT_MAX_COLUMNS} columns, and refuses a row with more, in the header or later`, async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const wide = await preview(api, auth, `First name,${columns(CLIENT_IMPORT_MAX_COLUMNS - 1)}\nAnna\n`);
    expect(wide.statusCode, wide.body).toBe(200);
    expect((wide.json().data as ClientImportPreview).columns).toHaveLength(CLIENT_IMPORT_MAX_COLUMNS);
    const header = await preview(api, auth, `First name,${columns(CLIENT_IMPORT_MAX_COLUMNS)}\nAnna\n`);
    expectRefused(header, ImportCsvText.tooManyColumns);
    const row = `Anna${','.repeat(CLIENT_IMPORT_MAX_COLUMNS)}\n`;
    expectRefused(
      await preview(api, auth, `First name,Email\nBen,b@example.com\n${row}`),
      ImportCsvText.tooManyColumns,
    );
  });

  it('refuses a file past 20,000 rows with the field named', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    expectRefused(await preview(api, auth, `First name\n${'a\n'.repeat(20_001)}`), ImportCsvText.tooManyRows);
  });

  it('answers the first 20 rows, each cell cut for display, and counts every row', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const long = 'n'.repeat(1000);
    const lines = Array.from({ length: 25 }, (_, i) => `Client ${i},"${long}"`);
    const res = await preview(api, auth, [`First name,${'Notes'.padEnd(300, 's')}`, ...lines].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    const p: ClientImportPreview = res.json().data;
    expect(p.totalRows).toBe(25);
    expect(p.rows).toHaveLength(20);
    expect(p.rows[19]).toEqual(['Client 19', long.slice(0, CLIENT_IMPORT_PREVIEW_CELL_MAX)]);
    expect(p.columns[1]).toHaveLength(CLIENT_IMPORT_PREVIEW_CELL_MAX);
  });

  it("reads control characters in the file's name and cells as nothing, never a 500", async ({ api }) => {
    // The control-character check leaves an upload's bytes to their own reader: this one.
    const { auth } = await api.signedInOwner();
    const body = multipartFile('a\u0000b\u001b.csv', 'text/csv', 'First\u0000 name\nAn\u0000na\u0007\n');
    const res = await api.post(R.previewClientImport.path, body.payload, { as: auth, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    const p: ClientImportPreview = res.json().data;
    expect([p.columns, p.rows]).toEqual([['First name'], [['Anna']]]);
    const start = await api.post(
      R.startClientImport.path,
      { uploadId: p.uploadId, mapping: ['firstName'], duplicates: 'skip' },
      { as: auth },
    );
    expect(start.statusCode, start.body).toBe(200);
    const banners = await bannersOf(api, auth);
    expect(JSON.stringify(banners)).not.toMatch(/\\u00(?:00|1b)/);
  });

  it(`counts ${CLIENT_IMPORT_PREVIEWS.max} previews an hour per company and per user, refused ones too; then 429`, async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    for (let i = 0; i < CLIENT_IMPORT_PREVIEWS.max; i++) {
      const [text, status] = i % 2 === 0 ? ['First name\nAnna\n', 200] : ['"never closed', 400];
      expect((await preview(api, owner.auth, text)).statusCode).toBe(status);
    }
    // The company's count is full for its member; the user's for the owner's other company.
    await onPlan(api, owner.form.email, 'MASTER');
    const second = await createdCompany(api, owner.auth);
    for (const auth of [member.auth, second.auth]) {
      const limited = await preview(api, auth, 'First name\nAnna\n');
      expect(limited.statusCode, limited.body).toBe(429);
      expect(limited.json()).toMatchObject({ errorCode: 'RateLimited', data: { retryAfterSeconds: 3600 } });
      expect(limited.headers['retry-after']).toBe('3600');
    }
    const stranger = await api.signedInOwner();
    expect((await preview(api, stranger.auth, 'First name\nAnna\n')).statusCode).toBe(200);
  });
});
