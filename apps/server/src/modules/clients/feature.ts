import type { Feature } from '../feature.ts';
import { CLIENT_CSV_IMPORT, CLIENT_CSV_IMPORT_QUEUE, CLIENT_IMPORT_UPLOADS_SWEEP } from './csv-import/job.ts';
import { startClientImportWorkers } from './csv-import/worker.ts';
import { clientRoutes } from './routes.ts';

export const feature: Feature = {
  routes: clientRoutes,
  queues: [[CLIENT_CSV_IMPORT, CLIENT_CSV_IMPORT_QUEUE], [CLIENT_IMPORT_UPLOADS_SWEEP]],
  startWorkers: startClientImportWorkers,
};
