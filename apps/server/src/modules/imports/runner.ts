import type { Db } from '../../db/client.ts';
import {
  beat,
  claimTask,
  finishTask,
  findTask,
  HEARTBEAT_MS,
  patchItem,
  releaseTask,
  type TaskItem,
} from '../background-tasks/service.ts';
import { ImportInterrupted } from './copy-rows.ts';
import { ImportText } from './messages.ts';
import { importKind } from './registry.ts';
import type { ImportPayload } from './service.ts';

export type RunOutcome = 'finished' | 'not-mine' | 'interrupted';

/**
 * Runs one company import to its end, or until `signal` says the process is stopping. Takes the
 * task's lease first ('not-mine' when it is finished or another worker holds it), beats it while it
 * works, and gives it back when it stops early. Steps already done are skipped, so a rerun resumes.
 * A step that throws is marked FAILED with a readable sentence (the reason goes to the log) and the
 * others carry on; the task ends COMPLETED or COMPLETED_WITH_ERRORS.
 */
export async function runImportTask(
  db: Db,
  taskId: string,
  signal: AbortSignal,
  options: { batchPauseMs?: number } = {},
): Promise<RunOutcome> {
  const task = await claimTask(db, taskId);
  if (!task) return 'not-mine';
  const heart = setInterval(() => void beat(db, taskId).catch(() => undefined), HEARTBEAT_MS);
  try {
    const payload = task.payload as ImportPayload;
    const context = {
      db,
      taskId,
      sourceCompanyId: payload.sourceCompanyId,
      targetCompanyId: task.companyId,
      signal,
      batchPauseMs: options.batchPauseMs ?? 0,
    };
    const pending = (task.items as TaskItem[]).filter((item) => item.state === 'IN_PROGRESS');
    // Count every step first, so the banner can say how far the whole import has come.
    for (const item of pending) {
      const kind = importKind(item.type);
      if (item.total !== null || !kind) continue;
      const total = await kind.count(db, payload.sourceCompanyId).catch(() => null);
      if (total !== null) await patchItem(db, taskId, item.type, { total });
    }
    for (const item of pending) {
      const kind = importKind(item.type);
      try {
        if (!kind) throw new Error(`import kind ${item.type} is not registered in this version`);
        await kind.copy({ ...context, type: item.type });
        await patchItem(db, taskId, item.type, { state: 'COMPLETED' });
      } catch (error) {
        if (error instanceof ImportInterrupted) throw error;
        console.error(`company import ${taskId}: ${item.type} failed: ${reason(error)}`);
        await markFailed(db, taskId, item.type);
      }
    }
    await finishTask(db, taskId);
    return 'finished';
  } catch (error) {
    await releaseTask(db, taskId).catch(() => undefined);
    if (error instanceof ImportInterrupted) return 'interrupted';
    throw error;
  } finally {
    clearInterval(heart);
  }
}

/** The database's own words when there are some (drizzle wraps them with the whole query). */
const reason = (error: unknown) => {
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  return cause ?? (error instanceof Error ? error.message : String(error));
};

async function markFailed(db: Db, taskId: string, type: string) {
  const task = await findTask(db, taskId);
  const item = (task?.items as TaskItem[] | undefined)?.find((i) => i.type === type);
  const failed = item?.total == null ? 0 : Math.max(0, item.total - item.copied);
  await patchItem(db, taskId, type, { state: 'FAILED', failed, error: ImportText.kindFailed });
}
