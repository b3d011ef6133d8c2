import type { Feature } from '../feature.ts';
import { AUTH_FORGOT } from './forgot-queue.ts';
import { startForgotWorkers } from './forgot-worker.ts';
import { authRoutes } from './routes.ts';

export const feature: Feature = {
  routes: authRoutes,
  queues: [[AUTH_FORGOT]],
  startWorkers: startForgotWorkers,
};
