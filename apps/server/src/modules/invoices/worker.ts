import type { Db } from '../../db/client.ts';
import type { Queue } from '../../queue/queue.ts';
import { refreshNextDue } from './service.ts';

export const INVOICE_DUE_REFRESH = 'invoice-due-refresh';
/**
 * Daily, before the studios' mornings: what is due moves only when a lead's or job's main date
 * does (issue and payments write it at once); overdue itself is read against today at every read.
 */
const INVOICE_DUE_REFRESH_CRON = '15 3 * * *';

/** The refresh on pg-boss's schedule (one schedule per queue name: each tick runs once). */
export async function startInvoiceWorkers(options: { queue: Queue; db: Db }) {
  const { queue, db } = options;
  await queue.schedule(INVOICE_DUE_REFRESH, INVOICE_DUE_REFRESH_CRON);
  await queue.work(INVOICE_DUE_REFRESH, async () => {
    await refreshNextDue(db);
  });
}
