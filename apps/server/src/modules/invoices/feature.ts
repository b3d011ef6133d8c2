import type { Feature } from '../feature.ts';
import { invoiceRoutes } from './routes.ts';
import { INVOICE_DUE_REFRESH, startInvoiceWorkers } from './worker.ts';

export const feature: Feature = {
  routes: invoiceRoutes,
  queues: [[INVOICE_DUE_REFRESH]],
  startWorkers: startInvoiceWorkers,
};
