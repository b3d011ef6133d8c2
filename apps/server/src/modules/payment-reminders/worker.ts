import type { AppDeps } from '../../deps.ts';
import type { Queue } from '../../queue/queue.ts';
import { sendDueReminders } from './send.ts';

export const PAYMENT_REMINDERS_SEND = 'payment-reminders-send';
/**
 * Hourly, each run taking the companies whose clock reads 8 (send.ts): so every studio's clients
 * hear in the morning, and each day of a company is read once whatever its zone and daylight
 * saving (a daily run at one UTC hour falls near midnight in some zones, where a change of offset
 * skips a day or reads one twice). A zone half an hour off UTC reads 8:00 at :30.
 */
const PAYMENT_REMINDERS_CRON = '30 * * * *';

/** The run on pg-boss's schedule (one schedule per queue name: each tick runs once). */
export async function startPaymentReminderWorkers(deps: AppDeps & { queue: Queue }) {
  await deps.queue.schedule(PAYMENT_REMINDERS_SEND, PAYMENT_REMINDERS_CRON);
  await deps.queue.work(PAYMENT_REMINDERS_SEND, async () => {
    await sendDueReminders(deps);
  });
}
