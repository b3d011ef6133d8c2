import { createHash } from 'node:crypto';
import type { ErrorBody } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockBusinessAccount } from '../plans/limits.ts';
import { PaymentText } from './messages.ts';
import { idempotencyRecord, insertIdempotencyRecord } from './repo.ts';

/** An answer as it is kept for a key: a 200's data, or a refusal's error body. */
export type StoredAnswer<T> = { statusCode: 200; data: T } | { statusCode: number; error: ErrorBody };

export const requestHash = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs a payment-creating step once per (business account, key), inside one transaction that holds
 * the account's lock: a second request with the key waits for the first, then gets its answer.
 * Refusals (a declined card) are kept too, so they are answered alike, with no second charge.
 */
export async function once<T>(
  db: Db,
  input: { businessAccountId: string; key: string; request: unknown },
  run: (tx: Db) => Promise<StoredAnswer<T>>,
): Promise<T> {
  const hash = requestHash(input.request);
  const answer = await db.transaction(async (tx) => {
    await lockBusinessAccount(tx, input.businessAccountId);
    const kept = await idempotencyRecord(tx, input.businessAccountId, input.key);
    if (kept) {
      if (kept.requestHash !== hash)
        throw new AppError('IdempotencyKeyReused', PaymentText.keyReusedTitle, PaymentText.keyReused);
      return { statusCode: kept.statusCode, ...(kept.response as object) } as StoredAnswer<T>;
    }
    const fresh = await run(tx);
    const { statusCode, ...response } = fresh;
    await insertIdempotencyRecord(tx, {
      businessAccountId: input.businessAccountId,
      key: input.key,
      requestHash: hash,
      statusCode,
      response,
    });
    return fresh;
  });
  return unwrap(answer);
}

export function unwrap<T>(answer: StoredAnswer<T>): T {
  if ('data' in answer) return answer.data;
  const { errorCode, errorTitle, errorMessage, data } = answer.error;
  throw new AppError(errorCode as AppError['code'], errorTitle, errorMessage, { data: data ?? null });
}
