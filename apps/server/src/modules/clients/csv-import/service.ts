import { randomUUID } from 'node:crypto';
import {
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_PREVIEW_CELL_MAX,
  CLIENT_IMPORT_PREVIEW_ROWS,
  type ClientImportPreview,
  type ClientImportReport,
  type StartClientImportRequest,
} from '@focal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { readUploadedFile } from '../../../http/multipart.ts';
import { consume, type Limit } from '../../../http/rate-limits/rate-limit.ts';
import { lockStoredFile } from '../../../storage/file-lock.ts';
import { insertTask, newItem } from '../../background-tasks/service.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { listCustomFields } from '../../studio-lists/custom-fields/service.ts';
import { CLIENT_CSV_IMPORT } from './job.ts';
import { ImportCsvText } from './messages.ts';
import { clean, parseCsv, suggestedMapping } from './parse.ts';
import { readUpload, storeUpload, uploadPath } from './uploads.ts';

/**
 * Upload → preview → start. Previews per company and per user: each reads a file of up to 5 MB
 * and keeps it for a day; 30 an hour is far more than a studio importing its lists needs.
 */
export const CLIENT_IMPORT_PREVIEWS: Limit = {
  bucket: 'client-import-preview',
  max: 30,
  windowMs: 60 * 60_000,
};

/** What the task carries: the upload, the choices, where the run has come to, and the report. */
export type CsvImportPayload = {
  sourceCompanyName: string;
  uploadId: string;
  mapping: (string | null)[];
  duplicates: 'skip' | 'update';
  processed: number;
  report: ClientImportReport;
};

const refuse = (field: string, message: string) =>
  new AppError('ValidationFailed', ImportCsvText.fileTitle, message, {
    data: { fields: { [field]: message } },
  });

const uploadGone = () => new AppError('NotFound', ImportCsvText.uploadGoneTitle, ImportCsvText.uploadGone);

async function fileOf(upload: unknown): Promise<{ name: string; bytes: Buffer }> {
  const file = await readUploadedFile(upload, CLIENT_IMPORT_MAX_BYTES, {
    title: ImportCsvText.fileTitle,
    missing: ImportCsvText.missing,
    tooLarge: ImportCsvText.tooLarge,
  });
  return { name: clean(file.name).slice(0, 200) || 'clients.csv', bytes: file.bytes };
}

export async function previewImport(
  deps: AppDeps,
  scope: CompanyScope,
  upload: unknown,
): Promise<ClientImportPreview> {
  // Counted before reading: a refused file cost the CPU too.
  await consume(deps.db, CLIENT_IMPORT_PREVIEWS, [`company:${scope.companyId}`, `user:${scope.userId}`]);
  const { name, bytes } = await fileOf(upload);
  const csv = await parseCsv(bytes, CLIENT_IMPORT_PREVIEW_ROWS);
  const uploadId = randomUUID();
  // The original name travels in the stored file's first line: kept in the task.
  await storeUpload(
    deps,
    scope.companyId,
    uploadId,
    Buffer.concat([Buffer.from(`${encodeURIComponent(name)}\n`), bytes]),
  );
  const fields = await listCustomFields(deps.db, scope.companyId, 'client');
  const shown = (cells: string[]) => cells.map((cell) => cell.slice(0, CLIENT_IMPORT_PREVIEW_CELL_MAX));
  return {
    uploadId,
    columns: shown(csv.columns),
    rows: csv.rows.map((r) => shown(r.cells)),
    totalRows: csv.totalRows,
    suggestedMapping: suggestedMapping(csv.columns, fields),
  };
}

export async function startImport(deps: AppDeps, scope: CompanyScope, body: StartClientImportRequest) {
  const upload = await readUpload(deps, scope.companyId, body.uploadId);
  if (!upload) throw uploadGone();
  const { columns, totalRows } = await parseCsv(upload.bytes, 0);
  if (body.mapping.length !== columns.length) throw refuse('mapping', ImportCsvText.mappingLength);
  const targets = body.mapping.filter((t): t is string => t !== null);
  const twice = targets.find((t, i) => targets.indexOf(t) !== i);
  if (twice) throw refuse('mapping', ImportCsvText.mappingTwice(twice));
  if (!targets.some((t) => ['firstName', 'lastName', 'organisationName'].includes(t)))
    throw refuse('mapping', ImportCsvText.mappingNoName);
  const known = new Set((await listCustomFields(deps.db, scope.companyId, 'client')).map((f) => f.id));
  if (targets.some((t) => t.startsWith('custom:') && !known.has(t.slice(7))))
    throw refuse('mapping', ImportCsvText.mappingUnknownField);
  const payload: CsvImportPayload = {
    sourceCompanyName: upload.name,
    uploadId: body.uploadId,
    mapping: body.mapping as (string | null)[],
    duplicates: body.duplicates,
    processed: 0,
    report: { created: 0, updated: 0, skippedDuplicates: 0, refused: [] },
  };
  // Under the file's lock, as the sweep of old uploads deletes: never a task on a deleted file.
  const path = uploadPath(scope.companyId, body.uploadId);
  const taskId = await deps.db.transaction(async (tx) => {
    await lockStoredFile(tx, path);
    if (!(await deps.files.exists(path))) throw uploadGone();
    return insertTask(tx, {
      companyId: scope.companyId,
      userId: scope.userId,
      kind: 'client_csv_import',
      payload,
      items: [{ ...newItem('CLIENTS_CSV', ImportCsvText.itemLabel), total: totalRows }],
    });
  });
  if (deps.queue) await deps.queue.send(CLIENT_CSV_IMPORT, { taskId }, { singletonKey: taskId });
  return { taskId };
}
