import type { Db } from '../../db/client.ts';
import type { ChargeInput, ChargeOutcome, PaymentProvider } from './provider.ts';

/*
 * A card charge for any payer (the account's subscription now, a studio's clients next) in three
 * steps, so that no lock is held while the provider is called (docs/decisions/generic-charge.md):
 * 1. reserve, in one transaction under the caller's lock: the caller records its pending payment
 *    carrying the provider idempotency key (or finds the one it already recorded under that key);
 * 2. charge, with no transaction open, with that key: charging the same pending payment again (a
 *    parallel request, a retry after a crash or a provider error) charges once;
 * 3. settle, in a new transaction under the same lock: the caller records the outcome if the payment
 *    is still pending (else another request settled it) and applies it through its callbacks.
 */

/** Takes the caller's lock inside the given transaction (held until it ends). */
export type Lock = (tx: Db) => Promise<void>;

/** Step 1: the caller's `reserve` in a transaction of its own, under its lock. */
export async function reserveUnderLock<T>(db: Db, lock: Lock, reserve: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lock(tx);
    return reserve(tx);
  });
}

/** What a reserved payment is charged with. Off-session: nobody is there to confirm (a renewal). */
export type ReservedCharge = ChargeInput & { offSession: boolean };

/** What the settle step writes on the payment; an off-session charge needing confirmation failed. */
type Settlement = {
  status: 'succeeded' | 'failed' | 'requires_action';
  providerPaymentId: string;
  /** The provider's decline code; null unless declined. */
  failureCode: string | null;
};

/** The caller's side of step 3, all in one transaction under `lock`. */
export type SettleSteps<R> = {
  lock: Lock;
  /** Writes the settlement if the payment is still pending; false when another request settled it. */
  record: (tx: Db, settlement: Settlement) => Promise<boolean>;
  succeeded: (tx: Db, settlement: Settlement) => Promise<R>;
  declined: (tx: Db, settlement: Settlement) => Promise<R>;
  requiresAction: (tx: Db, settlement: Settlement) => Promise<R>;
};

export type Charged<R> = { outcome: ChargeOutcome } & ({ settled: true; result: R } | { settled: false });

/** Steps 2 and 3. A provider error throws and leaves the payment pending, to be charged again. */
export async function chargeReserved<R>(
  db: Db,
  provider: PaymentProvider,
  { offSession, ...input }: ReservedCharge,
  steps: SettleSteps<R>,
): Promise<Charged<R>> {
  const outcome = offSession ? await provider.chargeRenewal(input) : await provider.chargeCheckout(input);
  const settlement: Settlement = {
    status:
      outcome.status === 'declined' || (offSession && outcome.status !== 'succeeded')
        ? 'failed'
        : outcome.status,
    providerPaymentId: outcome.providerPaymentId,
    failureCode: outcome.status === 'declined' ? outcome.declineCode : null,
  };
  return db.transaction(async (tx): Promise<Charged<R>> => {
    await steps.lock(tx);
    if (!(await steps.record(tx, settlement))) return { outcome, settled: false };
    const apply =
      settlement.status === 'succeeded'
        ? steps.succeeded
        : settlement.status === 'failed'
          ? steps.declined
          : steps.requiresAction;
    return { outcome, settled: true, result: await apply(tx, settlement) };
  });
}
