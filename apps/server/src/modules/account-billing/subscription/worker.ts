import type { Db } from '../../../db/client.ts';
import type { Queue } from '../../../queue/queue.ts';
import {
  runSubscriptionLifecycle,
  SUBSCRIPTION_LIFECYCLE,
  SUBSCRIPTION_LIFECYCLE_CRON,
} from './lifecycle.ts';

/**
 * The lifecycle job on pg-boss's schedule (one schedule per queue name, so several workers share
 * it; pg-boss sends each tick once). Stopping the queue stops the worker.
 */
export async function startSubscriptionWorkers(options: { queue: Queue; db: Db }) {
  const { queue, db } = options;
  await queue.schedule(SUBSCRIPTION_LIFECYCLE, SUBSCRIPTION_LIFECYCLE_CRON);
  await queue.work(SUBSCRIPTION_LIFECYCLE, async () => {
    await runSubscriptionLifecycle(db);
  });
}
