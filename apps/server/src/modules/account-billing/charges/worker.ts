import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Queue } from '../../../queue/queue.ts';
import type { PaymentProvider } from '../../payment-provider/provider.ts';
import { paymentProviderFrom } from '../../payment-provider/providers.ts';
import { PAYMENT_RENEWALS, PAYMENT_RENEWALS_CRON, runRenewals } from './renewals.ts';

/** The renewals job on pg-boss's schedule (one schedule per name; several workers share it). */
export async function startPaymentWorkers(options: {
  queue: Queue;
  db: Db;
  config: Config;
  provider?: PaymentProvider;
}) {
  const { queue, db } = options;
  const provider = options.provider ?? paymentProviderFrom(options.config);
  await queue.schedule(PAYMENT_RENEWALS, PAYMENT_RENEWALS_CRON);
  await queue.work(PAYMENT_RENEWALS, async () => {
    await renewalsJob(db, provider);
  });
}

/** One run of the job. Stripe renews its subscriptions itself (the webhook reports it): nothing to charge. */
export async function renewalsJob(db: Db, provider: PaymentProvider) {
  if (provider.name === 'stripe') return null;
  return runRenewals(db, provider);
}
