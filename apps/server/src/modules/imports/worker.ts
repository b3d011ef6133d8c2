import type { AppDeps } from '../../deps.ts';
import type { Queue } from '../../queue/queue.ts';
import { startSweep } from '../../queue/sweep.ts';
import { orphanedTasks, releaseAll } from '../background-tasks/service.ts';
import { COMPANY_IMPORT, type CompanyImportJob } from './job.ts';
import './kinds.ts';
import { runImportTask } from './runner.ts';

/** How often each worker process looks for imports whose worker died (or whose job was never sent). */
const SWEEP_MS = 5_000;

const send = (queue: Queue, taskId: string) =>
  queue.send(COMPANY_IMPORT, { taskId } satisfies CompanyImportJob, { singletonKey: taskId });

/**
 * The company-import worker. Resuming after a crash does not wait for pg-boss's job expiry: every
 * SWEEP_MS, and at start, each worker re-sends the running imports whose lease went stale (their
 * process died: no heartbeat for LEASE_STALE_SECONDS), and the queue keeps one waiting job per task.
 * A process on the embedded database owns it alone, so at start it frees every lease at once.
 */
export async function startImportWorkers(deps: AppDeps & { queue: Queue }) {
  const { queue, db } = deps;
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();

  const embedded = deps.database.kind === 'pglite';
  await queue.work<CompanyImportJob>(
    COMPANY_IMPORT,
    { pollingIntervalSeconds: 0.5, localConcurrency: embedded ? 1 : 2 },
    async ([job]) => {
      if (!job) return;
      const run = runImportTask(db, job.data.taskId, AbortSignal.any([stopping.signal, job.signal]), {
        batchPauseMs: deps.config.importBatchPauseMs,
      });
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    },
  );

  if (embedded) await releaseAll(db, 'company_import');
  const stopSweep = await startSweep('company import sweep', SWEEP_MS, stopping.signal, async () => {
    for (const taskId of await orphanedTasks(db, 'company_import')) await send(queue, taskId);
  });

  return {
    /** Stops between two batches; the lease is given back, so the next start resumes at once. */
    close: async () => {
      stopSweep();
      stopping.abort();
      await Promise.allSettled([...running]);
    },
  };
}
