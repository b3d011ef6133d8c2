import type { Db } from '../../../db/client.ts';
import { reserveUnderLock } from '../../payment-provider/charge.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { chargeInvoice } from './charge.ts';
import { type KeyInput, keepAnswer, keptAnswer, type StoredAnswer, unwrap } from './idempotency.ts';
import type { PaymentProvider } from '../../payment-provider/provider.ts';
import * as repo from './repo.ts';
import type { SubscriptionPaymentRow } from './repo.ts';

/**
 * A request that charges once per (business account, key), in the steps of charge.ts: `prepare` runs with
 * no lock (the provider's customer and card), skipped when the key is known; `reserve` runs under
 * the lock and answers at once (a refusal, nothing to charge) or returns the pending payment to
 * charge. A pending charge of the account under another key (a second tab) is charged and settled
 * first, so the checks of `reserve` see the period it paid; the same key's pending charge is
 * charged again with its idempotency key (a retry after a crash, or a double click).
 */
export async function chargeOnce<T, P>(
  db: Db,
  provider: PaymentProvider,
  input: KeyInput,
  steps: {
    prepare: () => Promise<P>;
    reserve: (tx: Db, prepared: P) => Promise<StoredAnswer<T> | SubscriptionPaymentRow>;
  },
): Promise<T> {
  const early = await keptAnswer<T>(db, input);
  if (early && !('pending' in early)) return unwrap(early);
  const prepared = early ? undefined : await steps.prepare();
  const lock = (tx: Db) => lockBusinessAccount(tx, input.businessAccountId);
  for (;;) {
    type Step = { answer: StoredAnswer<T> } | { charge: SubscriptionPaymentRow; other?: true };
    const step = await reserveUnderLock(db, lock, async (tx): Promise<Step> => {
      const kept = await keptAnswer<T>(tx, input);
      if (kept && 'pending' in kept)
        return { charge: (await repo.paymentById(tx, input.businessAccountId, kept.pending.paymentId))! };
      if (kept) return { answer: kept };
      const other = await repo.pendingPaymentOf(tx, input.businessAccountId);
      if (other) return { charge: other, other: true as const };
      // Keys are never deleted, so a key found pending before is pending or answered now.
      if (prepared === undefined) throw new Error('an idempotency key vanished while its charge was pending');
      const reserved = await steps.reserve(tx, prepared);
      await keepAnswer(tx, input, 'statusCode' in reserved ? reserved : { paymentId: reserved.id });
      return 'statusCode' in reserved ? { answer: reserved } : { charge: reserved };
    });
    if ('answer' in step) return unwrap(step.answer);
    const charged = await chargeInvoice(db, provider, step.charge);
    if ('other' in step) continue;
    const answer = charged.answer ?? (await keptAnswer<T>(db, input));
    if (!answer || 'pending' in answer) throw new Error('a settled charge left its key without an answer');
    return unwrap(answer as StoredAnswer<T>);
  }
}
