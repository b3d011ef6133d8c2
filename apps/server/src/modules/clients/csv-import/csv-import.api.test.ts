import {
  ApiRoutes as R,
  CLIENT_IMPORT_PREVIEW_CELL_MAX,
  type ClientImportPreview,
  type ClientPage,
} from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { currentCompanyId, finishedBanner } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createdClient, person } from '../test-clients.ts';
import { CLIENT_IMPORT_UPLOADS_SWEEP } from './job.ts';
import { uploadPath } from './uploads.ts';

it.override('appOptions', { workers: true });

type Auth = Record<string, string>;

const multipart = (name: string, text: string) => multipartFile(name, 'text/csv', text);
async function preview(api: Api, auth: Auth, text: string) {
  const body = multipart('clients.csv', text);
  return api.post(R.previewClientImport.path, body.payload, { as: auth, headers: body.headers });
}

const CSV = [
  'First Name,Surname,E-mail,Phone,Tags,Notes',
  'Anna,Smith,ANNA@example.com,0123,VIP;Wedding,From the fair',
  'Ben,Jones,ben@example.com,,,',
  ',,nobody@example.com,,,',
  'Cara,Lee,not-an-email,,,',
  'Dev,Patel,dev@example.com,,,',
  'Dev,Patel,dev@example.com,,,',
].join('\n');

describe('client import from CSV', () => {
  it('previews, then imports in the background: created, duplicates skipped, rows refused with their line', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    await createdClient(api, owner.auth, person('Anna', 'Existing', 'anna@example.com'));
    const res = await preview(api, owner.auth, CSV);
    expect(res.statusCode, res.body).toBe(200);
    const p: ClientImportPreview = res.json().data;
    expect(p).toMatchObject({
      columns: ['First Name', 'Surname', 'E-mail', 'Phone', 'Tags', 'Notes'],
      totalRows: 6,
      suggestedMapping: ['firstName', 'lastName', 'email', 'phone', 'tags', 'notes'],
    });
    expect(p.rows[0]).toEqual(['Anna', 'Smith', 'ANNA@example.com', '0123', 'VIP;Wedding', 'From the fair']);
    expect(await api.deps.files.exists(uploadPath(companyId, p.uploadId))).toBe(true);

    const start = await api.post(
      R.startClientImport.path,
      { uploadId: p.uploadId, mapping: p.suggestedMapping, duplicates: 'skip' },
      { as: owner.auth },
    );
    expect(start.statusCode, start.body).toBe(200);
    const banner = await finishedBanner(api, owner.auth, start.json().data.taskId);
    expect(banner.state).toBe('COMPLETED_WITH_ERRORS');
    const words = banner.tasksPopup!.items[0]!.name.text;
    expect(words).toContain('2 created, 0 updated, 2 skipped as duplicates');
    expect(words).toContain('line 4:');
    expect(words).toContain('line 5:');
    expect(await api.deps.files.exists(uploadPath(companyId, p.uploadId))).toBe(false);

    const list = await api.get(`${R.listClients.path}?limit=100`, { as: owner.auth });
    expect((list.json().data as ClientPage).rows.map((r) => r.displayName).sort()).toEqual([
      'Anna Existing',
      'Ben Jones',
      'Dev Patel',
    ]);
  });

  it("shows a clean import's report (created, updated, skipped) in its completed details", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await createdClient(api, owner.auth, person('Cara', 'Diaz', 'cara@example.com'));
    const text = 'First name,Last name,Email\nDev,Patel,dev@example.com\nCARA,Diaz,CARA@example.com\n';
    const p: ClientImportPreview = (await preview(api, owner.auth, text)).json().data;
    const start = await api.post(
      R.startClientImport.path,
      { uploadId: p.uploadId, mapping: p.suggestedMapping, duplicates: 'skip' },
      { as: owner.auth },
    );
    expect(start.statusCode, start.body).toBe(200);
    const banner = await finishedBanner(api, owner.auth, start.json().data.taskId);
    expect(banner.state).toBe('COMPLETED');
    expect(banner.tasksPopup!.items[0]!.name.text).toBe(
      'Clients: 1 copied. 1 created, 0 updated, 1 skipped as duplicates (same email).',
    );
  });

  it('updates the client whose email matches when asked to', async ({ api }) => {
    const owner = await api.signedInOwner();
    const anna = await createdClient(api, owner.auth, {
      ...person('Anna', 'Smith', 'anna@example.com'),
      tags: ['Old'],
    });
    const p: ClientImportPreview = (await preview(api, owner.auth, CSV)).json().data;
    const start = await api.post(
      R.startClientImport.path,
      { uploadId: p.uploadId, mapping: p.suggestedMapping, duplicates: 'update' },
      { as: owner.auth },
    );
    const banner = await finishedBanner(api, owner.auth, start.json().data.taskId);
    expect(banner.tasksPopup!.items[0]!.name.text).toContain('2 created, 2 updated, 0 skipped');
    const got = (await api.get(R.getClient.path.replace(':clientId', anna.id), { as: owner.auth })).json()
      .data;
    expect(got).toMatchObject({
      tags: ['Old', 'VIP', 'Wedding'],
      notes: 'From the fair',
      contacts: [{ phone: '0123' }],
    });
  });

  it("updates the contact whose email matched: a couple's second contact stays the second", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const couple = await createdClient(api, owner.auth, {
      kind: 'couple',
      contacts: [
        { firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com' },
        { firstName: 'Ben', lastName: 'Jones', email: 'ben@example.com' },
      ],
    });
    const text = 'First name,Last name,Email,Phone\nBen,Jones,BEN@example.com,0777\n';
    const p: ClientImportPreview = (await preview(api, owner.auth, text)).json().data;
    const start = await api.post(
      R.startClientImport.path,
      { uploadId: p.uploadId, mapping: p.suggestedMapping, duplicates: 'update' },
      { as: owner.auth },
    );
    expect(start.statusCode, start.body).toBe(200);
    await finishedBanner(api, owner.auth, start.json().data.taskId);
    const got = await api.get(R.getClient.path.replace(':clientId', couple.id), { as: owner.auth });
    expect(got.json().data).toMatchObject({
      displayName: 'Anna Smith & Ben Jones',
      contacts: [
        { firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com', phone: null },
        { firstName: 'Ben', lastName: 'Jones', email: 'ben@example.com', phone: '0777' },
      ],
    });
  });

  it("maps a column to a client custom field by its label; another company's field is refused", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const stranger = await api.signedInOwner();
    const field = async (auth: Auth) => {
      const body = { entity: 'client', label: 'Wedding venue', type: 'text' };
      const res = await api.post(R.createCustomField.path, body, { as: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as string;
    };
    const venue = await field(owner.auth);
    const theirs = await field(stranger.auth);
    const text = 'First name,Email,Wedding Venue\nDev,dev@example.com,The Barn\n';
    const p: ClientImportPreview = (await preview(api, owner.auth, text)).json().data;
    expect(p.suggestedMapping).toEqual(['firstName', 'email', `custom:${venue}`]);
    const start = (mapping: unknown[]) =>
      api.post(
        R.startClientImport.path,
        { uploadId: p.uploadId, mapping, duplicates: 'skip' },
        { as: owner.auth },
      );
    const refused = await start(['firstName', 'email', `custom:${theirs}`]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toHaveProperty('mapping');
    const started = await start(p.suggestedMapping);
    expect(started.statusCode, started.body).toBe(200);
    expect((await finishedBanner(api, owner.auth, started.json().data.taskId)).state).toBe('COMPLETED');
    const list: ClientPage = (await api.get(R.listClients.path, { as: owner.auth })).json().data;
    const dev = await api.get(R.getClient.path.replace(':clientId', list.rows[0]!.id), { as: owner.auth });
    expect(dev.json().data.customFields).toEqual({ [venue]: 'The Barn' });
  });

  it('imports a cell whole that the preview shows cut', async ({ api }) => {
    const owner = await api.signedInOwner();
    const notes = `${'A long note. '.repeat(400)}The end.`;
    const p: ClientImportPreview = (
      await preview(api, owner.auth, `First name,Notes\nAnna,"${notes}"\n`)
    ).json().data;
    expect(p.rows[0]![1]).toBe(notes.slice(0, CLIENT_IMPORT_PREVIEW_CELL_MAX));
    const start = await api.post(
      R.startClientImport.path,
      { uploadId: p.uploadId, mapping: p.suggestedMapping, duplicates: 'skip' },
      { as: owner.auth },
    );
    expect((await finishedBanner(api, owner.auth, start.json().data.taskId)).state).toBe('COMPLETED');
    const list: ClientPage = (await api.get(R.listClients.path, { as: owner.auth })).json().data;
    const anna = await api.get(R.getClient.path.replace(':clientId', list.rows[0]!.id), { as: owner.auth });
    expect(anna.json().data.notes).toBe(notes);
  });

  it('deletes uploads not imported within a day on a schedule', async ({ api }) => {
    const schedules = await api.deps.queue!.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(CLIENT_IMPORT_UPLOADS_SWEEP);
  });

  it("refuses a bad file, a bad mapping and another company's upload", async ({ api }) => {
    const owner = await api.signedInOwner();
    const stranger = await api.signedInOwner();
    expect((await preview(api, owner.auth, '')).statusCode).toBe(400);
    expect((await preview(api, owner.auth, '"unclosed,quote\nx')).statusCode).toBe(400);
    const rows = (n: number) => `First name\n${'a\n'.repeat(n)}`;
    expect((await preview(api, owner.auth, rows(20_000))).statusCode).toBe(200);
    const tooMany = await preview(api, owner.auth, rows(20_001));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMessage).toContain('20,000');
    const tooLarge = await preview(api, owner.auth, `First name\n${'x'.repeat(5 * 1024 * 1024)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toHaveProperty('errorCode');
    const p: ClientImportPreview = (await preview(api, owner.auth, CSV)).json().data;
    const start = (body: object, auth = owner.auth) => api.post(R.startClientImport.path, body, { as: auth });
    const base = { uploadId: p.uploadId, mapping: p.suggestedMapping, duplicates: 'skip' };
    expect((await start({ ...base, mapping: ['firstName'] })).statusCode).toBe(400);
    expect((await start({ ...base, mapping: ['email', null, null, null, null, null] })).statusCode).toBe(400);
    expect(
      (await start({ ...base, mapping: ['firstName', 'firstName', null, null, null, null] })).statusCode,
    ).toBe(400);
    expect((await start(base, stranger.auth)).statusCode).toBe(404);
  });
});
