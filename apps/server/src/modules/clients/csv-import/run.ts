import { createClientRequestSchema } from '@focal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { recordActivity } from '../../activity/record.ts';
import {
  addCopied,
  beat,
  claimTask,
  finishTask,
  HEARTBEAT_MS,
  patchItem,
  releaseTask,
  writePayload,
} from '../../background-tasks/service.ts';
import { AppError } from '../../../http/app-error.ts';
import { checkCustomFieldValues } from '../../studio-lists/custom-fields/values.ts';
import * as clients from '../repo.ts';
import { uniqueTags, valuesOf } from '../service.ts';
import { ImportCsvText } from './messages.ts';
import { parseCsv } from './parse.ts';
import * as repo from './repo.ts';
import type { CsvImportPayload } from './service.ts';
import { readUpload, uploadPath } from './uploads.ts';

const BATCH = 200;
const ITEM = 'CLIENTS_CSV';

/** A row's create body from the mapping: an organisation when it names one, else a person. */
function bodyOf(cells: string[], mapping: (string | null)[]) {
  const v: Record<string, string> = {};
  const custom: Record<string, string> = {};
  mapping.forEach((target, i) => {
    const cell = cells[i] ?? '';
    if (!target || cell === '') return;
    if (target.startsWith('custom:')) custom[target.slice(7)] = cell;
    else v[target] = cell;
  });
  const address = Object.fromEntries(
    ['line1', 'line2', 'city', 'region', 'postalCode', 'country'].flatMap((k) => (v[k] ? [[k, v[k]]] : [])),
  );
  return {
    kind: v.organisationName ? 'organisation' : 'person',
    organisationName: v.organisationName,
    contacts:
      v.firstName || v.lastName || v.email || v.phone || !v.organisationName
        ? [{ firstName: v.firstName ?? '', lastName: v.lastName ?? '', email: v.email, phone: v.phone }]
        : [],
    address,
    notes: v.notes,
    tags: v.tags
      ? uniqueTags(
          v.tags
            .split(/[;,]/)
            .map((t) => t.trim())
            .filter(Boolean),
        )
      : undefined,
    leadSource: v.leadSource,
    customFields: custom,
  };
}

/**
 * Runs a client CSV import to its end: batches of 200 rows, each one transaction that writes the
 * clients, their activity, the progress and where the run has come to, so a rerun (a restarted
 * process) carries on after the last batch committed. Ends COMPLETED, or COMPLETED_WITH_ERRORS
 * when rows were refused; the report is the item's words. The upload is deleted at the end.
 */
export async function runClientImport(deps: AppDeps, taskId: string): Promise<void> {
  const task = await claimTask(deps.db, taskId);
  if (!task) return;
  const heart = setInterval(() => void beat(deps.db, taskId).catch(() => undefined), HEARTBEAT_MS);
  try {
    const payload = task.payload as CsvImportPayload;
    const upload = await readUpload(deps, task.companyId, payload.uploadId);
    const rows = upload ? (await parseCsv(upload.bytes)).rows : [];
    const companyId = task.companyId;
    for (let start = payload.processed; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await deps.db.transaction(async (tx) => {
        const report = payload.report;
        const parsed = batch.map((row) => ({
          row,
          result: createClientRequestSchema.safeParse(bodyOf(row.cells, payload.mapping)),
        }));
        const emails = parsed.flatMap((p) =>
          p.result.success && p.result.data.contacts[0]?.email ? [p.result.data.contacts[0].email] : [],
        );
        const existing = await repo.clientsByEmail(tx, companyId, emails);
        let written = 0;
        for (const { row, result } of parsed) {
          if (!result.success) {
            const issue = result.error.issues[0];
            report.refused.push({ line: row.line, reason: issue?.message ?? 'Not valid' });
            continue;
          }
          const body = result.data;
          const values = valuesOf(body);
          try {
            values.customFields = await checkCustomFieldValues(tx, companyId, 'client', values.customFields);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            report.refused.push({ line: row.line, reason: error.message });
            continue;
          }
          const email = body.contacts[0]?.email;
          const match = email ? existing.get(email) : undefined;
          if (match && payload.duplicates === 'skip') {
            report.skippedDuplicates += 1;
            continue;
          }
          const entry = {
            companyId,
            subjectType: 'client' as const,
            userId: task.userId,
            action: 'imported',
          };
          if (match) {
            const current = await clients.lockClient(tx, companyId, match);
            if (!current) continue;
            // Update: what the row fills in replaces the stored value; what it leaves empty stays.
            // The row updates the contact its email matched (a couple's second may be the one).
            const matched = Math.max(
              0,
              current.contacts.findIndex((c) => c.email?.toLowerCase() === email),
            );
            const filled = Object.fromEntries(Object.entries(values.contacts[0] ?? {}).filter(([, x]) => x));
            await clients.saveClient(tx, companyId, match, {
              ...current,
              organisationName: values.organisationName ?? current.organisationName,
              contacts: current.contacts.map((c, i) => (i === matched ? { ...c, ...filled } : c)),
              address: { ...current.address, ...values.address },
              notes: values.notes || current.notes,
              tags: uniqueTags([...current.tags, ...values.tags]).slice(0, 50),
              leadSource: values.leadSource ?? current.leadSource,
              customFields: { ...current.customFields, ...values.customFields },
            });
            await recordActivity(tx, {
              ...entry,
              subjectId: match,
              details: { line: row.line, updated: true },
            });
            report.updated += 1;
          } else {
            const created = await clients.insertClient(tx, companyId, values);
            if (email) existing.set(email, created.id);
            await recordActivity(tx, { ...entry, subjectId: created.id, details: { line: row.line } });
            report.created += 1;
          }
          written += 1;
        }
        payload.processed = start + batch.length;
        await writePayload(tx, taskId, payload);
        await addCopied(tx, taskId, ITEM, written);
      });
    }
    // The file goes before the task ends (the report is in the task): a rerun after this point
    // finds every row processed and only finishes.
    await deps.files.delete(uploadPath(companyId, payload.uploadId));
    const failed = payload.report.refused.length;
    await patchItem(deps.db, taskId, ITEM, {
      state: failed > 0 ? 'FAILED' : 'COMPLETED',
      failed,
      // The report (created, updated, skipped, refused lines): a failed step's details show its
      // error, a completed one's its note.
      ...(failed > 0
        ? { error: ImportCsvText.report(payload.report) }
        : { note: ImportCsvText.report(payload.report) }),
    });
    await finishTask(deps.db, taskId);
  } catch (error) {
    await releaseTask(deps.db, taskId).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heart);
  }
}
