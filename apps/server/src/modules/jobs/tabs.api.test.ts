import { ApiRoutes as R, type JobTask } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { jobFiles, mailOutbox } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, jobPath, profileOf, studio, transition } from '../../test/job-factories.ts';
import { multipartFile } from '../../test/multipart.ts';

const taskPath = (path: string, id: string, taskId: string) => jobPath(path, id).replace(':taskId', taskId);
const filePath = (path: string, id: string, fileId: string) => jobPath(path, id).replace(':fileId', fileId);

const multipart = (name: string, type: string, bytes: Buffer) => multipartFile(name, type, bytes);
const uploadTo = (
  api: Api,
  auth: Record<string, string>,
  jobId: string,
  body: ReturnType<typeof multipart>,
) => api.post(jobPath(R.uploadJobFile.path, jobId), body.payload, { as: auth, headers: body.headers });

describe('profile tabs: tasks', () => {
  it('adds tasks with due dates, ticks one done and back, lists open ones first by date, deletes', async ({
    api,
  }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const add = async (title: string, dueOn?: string) => {
      const res = await api.post(jobPath(R.createJobTask.path, lead.id), { title, dueOn }, { as: s.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as JobTask;
    };
    const late = await add('Send contract', '2030-02-01');
    const soon = await add('Call back', '2030-01-01');
    const undated = await add('Mood board');
    const tick = await api.put(
      taskPath(R.updateJobTask.path, lead.id, soon.id),
      { done: true },
      { as: s.auth },
    );
    expect(tick.json().data).toMatchObject({ done: true, doneAt: expect.any(String) });
    const list = async () =>
      (await api.get(jobPath(R.listJobTasks.path, lead.id), { as: s.auth })).json().data.items as JobTask[];
    expect((await list()).map((t) => t.title)).toEqual(['Send contract', 'Mood board', 'Call back']);
    expect((await profileOf(api, s.auth, lead.id)).counts).toMatchObject({ tasks: 3, openTasks: 2 });
    await api.put(
      taskPath(R.updateJobTask.path, lead.id, soon.id),
      { done: false, title: 'Call' },
      { as: s.auth },
    );
    expect((await list()).map((t) => [t.title, t.done])).toEqual([
      ['Call', false],
      ['Send contract', false],
      ['Mood board', false],
    ]);
    const removed = await api.delete(taskPath(R.deleteJobTask.path, lead.id, undated.id), { as: s.auth });
    expect(removed.statusCode).toBe(200);
    expect(await list()).toHaveLength(2);
    const missing = await api.delete(taskPath(R.deleteJobTask.path, lead.id, undated.id), { as: s.auth });
    expect(missing.statusCode).toBe(404);
    const bad = await api.post(
      jobPath(R.createJobTask.path, lead.id),
      { title: 'x', dueOn: 'soon' },
      { as: s.auth },
    );
    expect(bad.statusCode).toBe(400);
    expect(late.dueOn).toBe('2030-02-01');
  });
});

describe('profile tabs: files', () => {
  it('uploads, lists, downloads as an attachment with its type, deletes; never through /files', async ({
    api,
  }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const bytes = Buffer.from('%PDF-1.4 a shot list');
    const body = multipart('Shot list «final».pdf', 'application/pdf', bytes);
    const up = await uploadTo(api, s.auth, lead.id, body);
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json().data;
    expect(file).toMatchObject({
      name: 'Shot list «final».pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    const list = await api.get(jobPath(R.listJobFiles.path, lead.id), { as: s.auth });
    expect(list.json().data.items).toHaveLength(1);
    const down = await api.get(file.downloadPath, { as: s.auth });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="Shot list _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Shot list «final».pdf')}`,
    );
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.body).toBe(bytes.toString());

    const [row] = await api.deps.db.select().from(jobFiles);
    expect(row!.path.startsWith('private/')).toBe(true);
    expect((await api.get(`/files/${row!.path}`)).statusCode).toBe(404);
    const other = await studio(api);
    expect((await api.get(file.downloadPath, { as: other.auth })).statusCode).toBe(404);

    const gone = await api.delete(filePath(R.deleteJobFile.path, lead.id, file.id), { as: s.auth });
    expect(gone.statusCode).toBe(200);
    expect((await api.get(file.downloadPath, { as: s.auth })).statusCode).toBe(404);
    expect(await api.deps.files.exists(row!.path)).toBe(false);
  });

  it('keeps a page a download: an HTML upload is served as bytes, with a safe name', async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const body = multipart('../..\\evil;%22.html', 'text/html', Buffer.from('<script>alert(1)</script>'));
    const up = await uploadTo(api, s.auth, lead.id, body);
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json().data;
    expect(file.contentType).toBe('application/octet-stream');
    expect(file.name).not.toMatch(/[/\\]/);
    const down = await api.get(file.downloadPath, { as: s.auth });
    expect(down.headers['content-type']).toBe('application/octet-stream');
    expect(down.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"\\\r\n]*"; filename\*=UTF-8''/,
    );
  });

  it('refuses an upload without a file, one too large, and one on a completed job (706)', async ({ api }) => {
    const s = await studio(api);
    const job = await createRecord(api, s.auth, {
      stage: 'job',
      clientIds: [await client(api, s.companyId)],
    });
    const send = (body: ReturnType<typeof multipart>) => uploadTo(api, s.auth, job.id, body);
    const empty = await send(multipart('a.txt', 'text/plain', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    const huge = await send(multipart('big.bin', 'application/octet-stream', Buffer.alloc(21 * 1024 * 1024)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorCode).toBe('PayloadTooLarge');
    await transition(api, s.auth, R.completeJob.path, job.id);
    const closed = await send(multipart('a.txt', 'text/plain', Buffer.from('x')));
    expect(closed.json().errorCode).toBe('706');
  });
});

describe('profile tabs: emails, documents', () => {
  it("lists the company's mail about the record, and empty document lists", async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const other = await studio(api);
    const mail = {
      to: 'anna@example.com',
      subject: 'Your session',
      text: 'Hi',
      html: '<p>Hi</p>',
      kind: 'studio' as const,
    };
    await api.deps.db.insert(mailOutbox).values([
      { ...mail, companyId: s.companyId, jobId: lead.id },
      { ...mail, subject: 'Not about it', companyId: s.companyId },
      { ...mail, subject: 'Forged', companyId: other.companyId, jobId: lead.id },
    ]);
    const emails = await api.get(jobPath(R.listJobEmails.path, lead.id), { as: s.auth });
    expect(emails.json().data.items).toEqual([
      expect.objectContaining({
        to: 'anna@example.com',
        subject: 'Your session',
        status: 'queued',
        sentAt: null,
      }),
    ]);
    expect((await profileOf(api, s.auth, lead.id)).counts.emails).toBe(1);
    const docs = await api.get(jobPath(R.listJobDocuments.path, lead.id), { as: s.auth });
    expect(docs.json().data).toEqual({ quotes: [], invoices: [], contracts: [], questionnaires: [] });
  });

  it('pages the activity newest first', async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    for (const title of ['a', 'b', 'c'])
      await api.post(jobPath(R.createJobTask.path, lead.id), { title }, { as: s.auth });
    const first = (
      await api.get(`${jobPath(R.listJobActivity.path, lead.id)}?limit=3`, { as: s.auth })
    ).json().data;
    expect(first.items.map((a: { details: { title?: string } }) => a.details.title)).toEqual(['c', 'b', 'a']);
    expect(first.items[0].userName).toBeTruthy();
    const rest = (
      await api.get(`${jobPath(R.listJobActivity.path, lead.id)}?limit=3&cursor=${first.nextCursor}`, {
        as: s.auth,
      })
    ).json().data;
    expect(rest.items.map((a: { action: string }) => a.action)).toEqual(['created']);
    expect(rest.nextCursor).toBeNull();
  });
});
