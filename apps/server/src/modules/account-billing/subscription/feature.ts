import type { Feature } from '../../feature.ts';
import { SUBSCRIPTION_LIFECYCLE } from './lifecycle.ts';
import { subscriptionRoutes } from './routes.ts';
import { startSubscriptionWorkers } from './worker.ts';

export const feature: Feature = {
  routes: subscriptionRoutes,
  queues: [[SUBSCRIPTION_LIFECYCLE]],
  startWorkers: startSubscriptionWorkers,
};
