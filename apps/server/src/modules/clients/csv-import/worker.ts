import type { AppDeps } from '../../../deps.ts';
import type { Queue } from '../../../queue/queue.ts';
import { startSweep } from '../../../queue/sweep.ts';
import { orphanedTasks, releaseAll } from '../../background-tasks/service.ts';
import {
  CLIENT_CSV_IMPORT,
  CLIENT_IMPORT_UPLOADS_SWEEP,
  CLIENT_IMPORT_UPLOADS_SWEEP_CRON,
  type ClientCsvImportJob,
} from './job.ts';
import { runClientImport } from './run.ts';
import { sweepUploads } from './uploads.ts';

/**
 * The client CSV import's worker. Like the company import's: at start (and every 5 s) it re-sends
 * running imports whose lease went stale, so a task whose process died carries on. The sweep of
 * old uploads is on pg-boss's schedule (one per queue name: several workers share it).
 */
export async function startClientImportWorkers(deps: AppDeps & { queue: Queue }) {
  const { queue, db } = deps;
  await queue.work<ClientCsvImportJob>(CLIENT_CSV_IMPORT, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) await runClientImport(deps, job.data.taskId);
  });
  await queue.schedule(CLIENT_IMPORT_UPLOADS_SWEEP, CLIENT_IMPORT_UPLOADS_SWEEP_CRON);
  await queue.work(CLIENT_IMPORT_UPLOADS_SWEEP, async () => {
    await sweepUploads(deps);
  });
  if (deps.database.kind === 'pglite') await releaseAll(db, 'client_csv_import');
  const stopping = new AbortController();
  const stopSweep = await startSweep('client import sweep', 5_000, stopping.signal, async () => {
    for (const taskId of await orphanedTasks(db, 'client_csv_import'))
      await queue.send(CLIENT_CSV_IMPORT, { taskId } satisfies ClientCsvImportJob, { singletonKey: taskId });
  });
  return {
    close: async () => {
      stopSweep();
      stopping.abort();
    },
  };
}
