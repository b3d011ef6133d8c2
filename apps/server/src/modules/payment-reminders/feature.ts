import type { Feature } from '../feature.ts';
import { paymentReminderRoutes } from './routes.ts';
import { PAYMENT_REMINDERS_SEND, startPaymentReminderWorkers } from './worker.ts';

export const feature: Feature = {
  routes: paymentReminderRoutes,
  queues: [[PAYMENT_REMINDERS_SEND]],
  startWorkers: startPaymentReminderWorkers,
};
