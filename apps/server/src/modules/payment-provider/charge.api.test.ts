import { SANDBOX_TEST_CARDS as CARDS } from '@focal/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/seed/large.ts';
import { it } from '../../test/api-test.ts';
import { chargeReserved, type Lock, reserveUnderLock, type SettleSteps } from './charge.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

/**
 * The generic charge (charge.ts) through a tiny payer of this test's own: a table of charges, an
 * advisory lock, and callbacks that note what they applied. The subscription is another such payer.
 */

type Row = { id: string; key: string; card: string; status: string; failure_code: string | null };

const lock: Lock = async (tx) => {
  await tx.execute(sql`select pg_advisory_xact_lock(727101)`);
};

async function payer(db: Db) {
  await db.execute(sql`
    create table if not exists test_charges (
      id uuid primary key default gen_random_uuid(), key text not null unique, card text not null,
      status text not null default 'pending', provider_payment_id text, failure_code text)`);
  const applied: string[] = [];

  /** Step 1: the pending charge under `key`, recorded once. */
  const reserve = (key: string, card: string) =>
    reserveUnderLock(db, lock, async (tx) => {
      const [kept] = rowsOf<Row>(await tx.execute(sql`select * from test_charges where key = ${key}`));
      if (kept) return kept;
      return rowsOf<Row>(
        await tx.execute(sql`insert into test_charges (key, card) values (${key}, ${card}) returning *`),
      )[0]!;
    });

  const steps = (row: Row): SettleSteps<string> => ({
    lock,
    async record(tx, { status, providerPaymentId, failureCode }) {
      const updated = await tx.execute(sql`
        update test_charges set status = ${status}, provider_payment_id = ${providerPaymentId},
               failure_code = ${failureCode}
        where id = ${row.id} and status = 'pending' returning id`);
      return rowsOf(updated).length === 1;
    },
    succeeded: async (_tx, { providerPaymentId }) => (applied.push(`paid ${providerPaymentId}`), 'paid'),
    declined: async (_tx, { failureCode }) => (applied.push(`declined ${failureCode}`), 'declined'),
    requiresAction: async () => (applied.push('confirm'), 'confirm'),
  });

  /** Steps 2 and 3. */
  const charge = (row: Row, provider: PaymentProvider = sandboxProvider) =>
    chargeReserved(
      db,
      provider,
      {
        customerId: 'cus_sbx_payer',
        providerPaymentMethodId: row.card,
        amountMinor: 2500,
        currency: 'USD',
        idempotencyKey: row.key,
        offSession: false,
      },
      steps(row),
    );

  const stored = async (row: Row) =>
    rowsOf<Row>(await db.execute(sql`select * from test_charges where id = ${row.id}`))[0]!;
  return { reserve, charge, stored, applied };
}

const cardOf = async (number: string) =>
  (await sandboxProvider.attachCard('cus_sbx_payer', { number, expMonth: 12, expYear: 2099, cvc: '123' }))
    .providerPaymentMethodId;

describe('the generic charge', () => {
  it('charges once for two reservations under one key, charged in parallel', async ({ api }) => {
    const { reserve, charge, stored, applied } = await payer(api.deps.db);
    const key = randomUUID();
    const card = await cardOf(CARDS.succeeds);
    const [first, second] = [await reserve(key, card), await reserve(key, card)];
    expect(second.id).toBe(first.id);

    const charged = await Promise.all([charge(first), charge(second)]);
    const ids = new Set(charged.map((c) => c.outcome.providerPaymentId));
    expect(ids.size).toBe(1);
    expect(charged.filter((c) => c.settled)).toHaveLength(1);
    expect(applied).toEqual([`paid ${[...ids][0]}`]);
    expect((await stored(first)).status).toBe('succeeded');
  });

  it('leaves the charge pending on a provider error, and a retry charges it once', async ({ api }) => {
    const { reserve, charge, stored, applied } = await payer(api.deps.db);
    const row = await reserve(randomUUID(), await cardOf(CARDS.succeeds));
    const failing: PaymentProvider = {
      ...sandboxProvider,
      chargeCheckout: () => Promise.reject(new Error('connection reset')),
    };
    await expect(charge(row, failing)).rejects.toThrow('connection reset');
    expect((await stored(row)).status).toBe('pending');
    expect(applied).toEqual([]);

    const retried = await charge(row);
    expect(retried).toMatchObject({ settled: true, result: 'paid' });
    expect(await charge(row)).toMatchObject({ settled: false });
    expect(applied).toHaveLength(1);
  });

  it('runs the decline callback for a declined card', async ({ api }) => {
    const { reserve, charge, stored, applied } = await payer(api.deps.db);
    const row = await reserve(randomUUID(), await cardOf(CARDS.declined));
    expect(await charge(row)).toMatchObject({ settled: true, result: 'declined' });
    expect(applied).toEqual(['declined card_declined']);
    expect(await stored(row)).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
  });
});
