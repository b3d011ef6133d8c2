import type { AppDeps } from '../../deps.ts';
import type { Queue } from '../../queue/queue.ts';
import { AUTH_FORGOT, type ForgotJob } from './forgot-queue.ts';
import { sendResetLink } from './service.ts';

/** Looks the address up and mails the reset link, off the request (see `forgot`). */
export async function startForgotWorkers(deps: AppDeps & { queue: Queue }) {
  await deps.queue.work<ForgotJob>(AUTH_FORGOT, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await sendResetLink(deps, job.data);
  });
}
