import type { AppDeps } from '../deps.ts';
import { startMailWorkers } from '../mail/delivery.ts';
import { startForgotWorkers } from '../modules/auth/forgot-worker.ts';
import { startImportWorkers } from '../modules/imports/worker.ts';
import { startClientImportWorkers } from '../modules/clients/csv-import/worker.ts';
import { startPaymentWorkers } from '../modules/account-billing/charges/worker.ts';
import { startSubscriptionWorkers } from '../modules/account-billing/subscription/worker.ts';

/** Every background worker; started in-process by `npm start` or alone by `npm run worker`. */
export async function startWorkers(deps: AppDeps): Promise<{ close: () => Promise<void> }> {
  const closers: (() => void | Promise<void>)[] = [];
  if (deps.queue) {
    // Without SMTP_URL too: studio mail can leave through a studio's own server.
    const mail = await startMailWorkers({ queue: deps.queue, db: deps.db, config: deps.config });
    closers.push(mail.close);
    const imports = await startImportWorkers({ ...deps, queue: deps.queue });
    closers.push(imports.close);
    const clientImports = await startClientImportWorkers({ ...deps, queue: deps.queue });
    closers.push(clientImports.close);
    await startForgotWorkers({ ...deps, queue: deps.queue });
    await startSubscriptionWorkers({ queue: deps.queue, db: deps.db });
    await startPaymentWorkers({ queue: deps.queue, db: deps.db, config: deps.config });
  }
  return {
    close: async () => {
      for (const close of closers) await close();
    },
  };
}
