import type { Feature } from '../feature.ts';
import { COMPANY_IMPORT, COMPANY_IMPORT_QUEUE } from './job.ts';
import { importRoutes } from './routes.ts';
import { startImportWorkers } from './worker.ts';

export const feature: Feature = {
  routes: importRoutes,
  queues: [[COMPANY_IMPORT, COMPANY_IMPORT_QUEUE]],
  startWorkers: startImportWorkers,
};
