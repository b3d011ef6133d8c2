import type { Feature } from '../modules/feature.ts';
import { startMailWorkers } from './delivery.ts';
import { mailLogRoutes } from './log-routes.ts';
import { MAIL_SEND, MAIL_SEND_QUEUE, MAIL_SWEEP } from './mailer.ts';

/** Mail delivery (its workers start without SMTP_URL too: a studio can send through its own server). */
export const feature: Feature = {
  routes: mailLogRoutes,
  queues: [[MAIL_SEND, MAIL_SEND_QUEUE], [MAIL_SWEEP]],
  startWorkers: startMailWorkers,
};
