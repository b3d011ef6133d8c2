import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { lockStoredFile } from '../../../storage/file-lock.ts';
import { ImportCsvText } from './messages.ts';
import { runningTaskWith } from '../../background-tasks/service.ts';

/**
 * Where a previewed file waits for its import: the private file store, under the company's folder
 * (so an upload id of another company is simply not found), until its task ends or a day passes.
 */
const FOLDER = 'private/client-imports';
export const uploadPath = (companyId: string, uploadId: string) => `${FOLDER}/${companyId}/${uploadId}.bin`;

/** A company's waiting uploads: ten files at the size limit, hundreds of a usual client list. */
export const UPLOADS_MAX_BYTES = 50 * 1024 * 1024;
/** An upload not imported within this is deleted by the hourly sweep. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60_000;

/**
 * Stores an upload unless the company's waiting uploads would pass UPLOADS_MAX_BYTES (issue 29 §2:
 * every preview was kept, so any trial account could fill the disk). Written first, then counted:
 * two at once cannot both pass, the one that finds the total over deletes itself and is refused.
 */
export async function storeUpload(deps: AppDeps, companyId: string, uploadId: string, bytes: Buffer) {
  const path = uploadPath(companyId, uploadId);
  await deps.files.put(path, bytes);
  const waiting = await deps.files.list(`${FOLDER}/${companyId}`);
  if (waiting.reduce((sum, file) => sum + file.size, 0) <= UPLOADS_MAX_BYTES) return;
  await deps.files.delete(path);
  throw new AppError('Conflict', ImportCsvText.quotaTitle, ImportCsvText.quota);
}

/** The stored upload: its original name and its bytes. */
export async function readUpload(deps: AppDeps, companyId: string, uploadId: string) {
  const stored = await deps.files.open(uploadPath(companyId, uploadId));
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  const all = Buffer.concat(chunks);
  const newline = all.indexOf(10);
  return { name: decodeURIComponent(all.subarray(0, newline).toString()), bytes: all.subarray(newline + 1) };
}

/**
 * Deletes the uploads older than UPLOAD_KEPT_MS that no running import reads (the hourly job;
 * tests pass `now`). Each under its file's lock, which starting an import takes too, so an import
 * never starts on a file being deleted. Answers how many were deleted.
 */
export async function sweepUploads(deps: AppDeps, now = new Date()): Promise<number> {
  const before = now.getTime() - UPLOAD_KEPT_MS;
  let deleted = 0;
  for (const file of await deps.files.list(FOLDER)) {
    const [companyId, name] = file.path.slice(FOLDER.length + 1).split('/');
    if (file.modifiedAt.getTime() >= before || !companyId || !name) continue;
    const uploadId = name.slice(0, name.lastIndexOf('.'));
    const gone = await deps.db.transaction(async (tx) => {
      await lockStoredFile(tx, file.path);
      if (await uploadInUse(tx, companyId, uploadId)) return false;
      await deps.files.delete(file.path);
      return true;
    });
    if (gone) deleted++;
  }
  return deleted;
}

/** Whether a running import of the company reads this upload (its file must stay). */
const uploadInUse = (db: Db, companyId: string, uploadId: string) =>
  runningTaskWith(db, { companyId, kind: 'client_csv_import', field: 'uploadId', value: uploadId });
