import { randomUUID } from 'node:crypto';
import {
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_PREVIEW_ROWS,
  type ClientImportPreview,
  type ClientImportReport,
  type StartClientImportRequest,
} from '@focal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { readUploadedFile } from '../../../http/multipart.ts';
import { insertTask, newItem } from '../../background-tasks/service.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { listCustomFields } from '../../studio-lists/custom-fields/repo.ts';
import { CLIENT_CSV_IMPORT } from './job.ts';
import { ImportCsvText } from './messages.ts';
import { parseCsv, suggestedMapping } from './parse.ts';

/**
 * Upload → preview → start. The file waits in the private file store under the company's folder
 * (so an upload id of another company is simply not found) until its task ends.
 */
export const uploadPath = (companyId: string, uploadId: string) =>
  `private/client-imports/${companyId}/${uploadId}.bin`;

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

async function fileOf(upload: unknown): Promise<{ name: string; bytes: Buffer }> {
  const file = await readUploadedFile(upload, CLIENT_IMPORT_MAX_BYTES, {
    title: ImportCsvText.fileTitle,
    missing: ImportCsvText.missing,
    tooLarge: ImportCsvText.tooLarge,
  });
  return { name: file.name.slice(0, 200) || 'clients.csv', bytes: file.bytes };
}

export async function previewImport(
  deps: AppDeps,
  scope: CompanyScope,
  upload: unknown,
): Promise<ClientImportPreview> {
  const { name, bytes } = await fileOf(upload);
  const csv = parseCsv(bytes);
  const uploadId = randomUUID();
  // The original name travels in the first line of the stored file's companion: kept in the task.
  await deps.files.put(
    uploadPath(scope.companyId, uploadId),
    Buffer.concat([Buffer.from(`${encodeURIComponent(name)}\n`), bytes]),
  );
  const fields = await listCustomFields(deps.db, scope.companyId, 'client');
  return {
    uploadId,
    columns: csv.columns,
    rows: csv.rows.slice(0, CLIENT_IMPORT_PREVIEW_ROWS).map((r) => r.cells),
    totalRows: csv.rows.length,
    suggestedMapping: suggestedMapping(csv.columns, fields),
  };
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

export async function startImport(deps: AppDeps, scope: CompanyScope, body: StartClientImportRequest) {
  const upload = await readUpload(deps, scope.companyId, body.uploadId);
  if (!upload) throw new AppError('NotFound', ImportCsvText.uploadGoneTitle, ImportCsvText.uploadGone);
  const { columns, rows } = parseCsv(upload.bytes);
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
  const taskId = await insertTask(deps.db, {
    companyId: scope.companyId,
    userId: scope.userId,
    kind: 'client_csv_import',
    payload,
    items: [{ ...newItem('CLIENTS_CSV', ImportCsvText.itemLabel), total: rows.length }],
  });
  if (deps.queue) await deps.queue.send(CLIENT_CSV_IMPORT, { taskId }, { singletonKey: taskId });
  return { taskId };
}
