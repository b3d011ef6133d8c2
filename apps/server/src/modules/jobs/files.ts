import { randomUUID } from 'node:crypto';
import { ApiRoutes, JOB_FILE_MAX_BYTES, JOB_FILE_NAME_MAX, type JobFile } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { readUploadedFile } from '../../http/multipart.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { PRIVATE_FOLDER } from '../../storage/file-store.ts';
import { JobText } from './messages.ts';
import { editableJob, readableJob } from './service.ts';
import * as tabs from './tabs/repo.ts';

/**
 * The files tab of a lead or job: any file up to 20 MB, kept in the file store's private folder
 * (never served by the public /files route), listed, downloaded by the company's members only.
 */
const MB = JOB_FILE_MAX_BYTES / (1024 * 1024);

const view = (f: tabs.FileRow): JobFile => ({
  id: f.id,
  name: f.name,
  contentType: f.contentType,
  sizeBytes: f.sizeBytes,
  createdAt: f.createdAt.toISOString(),
  downloadPath: ApiRoutes.downloadJobFile.path.replace(':id', f.jobId).replace(':fileId', f.id),
});

// Types a browser would run or render as a page are kept as plain bytes: a download, never a page.
const ACTIVE = /html|xml|javascript|ecmascript|svg|x-sh|x-msdownload/i;
const MIME = /^[a-z]+\/[a-z0-9.+-]{1,100}$/i;
const safeType = (declared: string) =>
  MIME.test(declared) && !ACTIVE.test(declared) ? declared.toLowerCase() : 'application/octet-stream';

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/g;
const safeName = (name: string) =>
  name.replace(UNSAFE_NAME, '_').trim().slice(0, JOB_FILE_NAME_MAX) || 'file';

/** The `file` field of the multipart body, its name and type made safe to store and send back. */
async function fileOf(upload: unknown) {
  const file = await readUploadedFile(upload, JOB_FILE_MAX_BYTES, {
    title: JobText.invalidTitle,
    missing: JobText.fileMissing,
    tooLargeTitle: JobText.fileTooLargeTitle,
    tooLarge: JobText.fileTooLarge(MB),
  });
  return { name: safeName(file.name), type: safeType(file.type), bytes: file.bytes };
}

export async function listFiles(deps: AppDeps, scope: CompanyScope, jobId: string) {
  const job = await readableJob(deps.db, scope, jobId);
  return { items: (await tabs.listFiles(deps.db, scope.companyId, job.id)).map(view) };
}

export async function uploadFile(deps: AppDeps, scope: CompanyScope, jobId: string, upload: unknown) {
  await editableJob(deps.db, scope, jobId);
  const file = await fileOf(upload);
  const path = `${PRIVATE_FOLDER}/job-files/${randomUUID()}.bin`;
  await deps.files.put(path, file.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      await editableJob(tx, scope, jobId);
      const row = await tabs.insertFile(tx, {
        companyId: scope.companyId,
        jobId,
        name: file.name,
        contentType: file.type,
        sizeBytes: file.bytes.length,
        path,
        uploadedBy: scope.userId,
      });
      await recordActivity(tx, {
        companyId: scope.companyId,
        subjectType: 'job',
        subjectId: jobId,
        userId: scope.userId,
        action: 'file_added',
        details: { fileId: row.id, name: row.name },
      });
      return view(row);
    });
  } catch (error) {
    await deps.files.delete(path);
    throw error;
  }
}

export async function openFile(deps: AppDeps, scope: CompanyScope, ids: { id: string; fileId: string }) {
  await readableJob(deps.db, scope, ids.id);
  const row = await tabs.findFile(deps.db, scope.companyId, ids.id, ids.fileId);
  const stored = row && (await deps.files.open(row.path));
  if (!row || !stored) throw notFound(JobText.fileNotFound);
  return { row, stream: stored.stream, size: stored.size };
}

/** attachment; an ASCII fallback name and the exact one in RFC 5987 form. */
export async function deleteFile(deps: AppDeps, scope: CompanyScope, ids: { id: string; fileId: string }) {
  const row = await deps.db.transaction(async (tx) => {
    await editableJob(tx, scope, ids.id);
    const file = await tabs.findFile(tx, scope.companyId, ids.id, ids.fileId);
    if (!file) throw notFound(JobText.fileNotFound);
    await tabs.deleteFile(tx, file);
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: ids.id,
      userId: scope.userId,
      action: 'file_deleted',
      details: { fileId: file.id, name: file.name },
    });
    return file;
  });
  await deps.files.delete(row.path);
}
