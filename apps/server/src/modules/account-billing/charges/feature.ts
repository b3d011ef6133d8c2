import type { Feature } from '../../feature.ts';
import { paymentProviderFrom } from '../../payment-provider/providers.ts';
import { PAYMENT_RENEWALS } from './renewals.ts';
import { paymentRoutes } from './routes.ts';
import { startPaymentWorkers } from './worker.ts';

export const feature: Feature = {
  routes: (app, deps) => paymentRoutes(app, deps, paymentProviderFrom(deps.config)),
  queues: [[PAYMENT_RENEWALS]],
  startWorkers: startPaymentWorkers,
};
