import { createHash } from 'node:crypto';
import type { ErrorBody } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { PaymentText } from './messages.ts';
import * as repo from './repo.ts';

/** An answer as it is kept for a key: a 200's data, or a refusal's error body. */
export type StoredAnswer<T> = { statusCode: 200; data: T } | { statusCode: number; error: ErrorBody };

/** A key whose charge is reserved but not settled: the request that settles it stores the answer. */
export type PendingKey = { pending: { paymentId: string } };
const PENDING_STATUS = 202;

export type KeyInput = { businessAccountId: string; key: string; request: unknown };

const requestHash = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * What a (business account, key) has already: its answer, its pending charge, or nothing. The
 * same key with another request is refused (IdempotencyKeyReused). Refusals (a declined card) are
 * kept too, so they are answered alike, with no second charge.
 */
export async function keptAnswer<T>(db: Db, input: KeyInput): Promise<StoredAnswer<T> | PendingKey | null> {
  const kept = await repo.idempotencyRecord(db, input.businessAccountId, input.key);
  if (!kept) return null;
  if (kept.requestHash !== requestHash(input.request))
    throw new AppError('IdempotencyKeyReused', PaymentText.keyReusedTitle, PaymentText.keyReused);
  if (kept.statusCode === PENDING_STATUS) return kept.response as PendingKey;
  return { statusCode: kept.statusCode, ...(kept.response as object) } as StoredAnswer<T>;
}

/** Keeps a key's answer, or (`paymentId`) marks it pending on that charge. */
export async function keepAnswer(
  tx: Db,
  input: KeyInput,
  answer: StoredAnswer<unknown> | { paymentId: string },
) {
  const { businessAccountId, key } = input;
  const kept =
    'paymentId' in answer
      ? { statusCode: PENDING_STATUS, response: { pending: { paymentId: answer.paymentId } } }
      : split(answer);
  await repo.insertIdempotencyRecord(tx, {
    businessAccountId,
    key,
    requestHash: requestHash(input.request),
    ...kept,
  });
}

/** Stores the answer of the request waiting on a settled charge (none for an off-session renewal). */
export async function answerPending(tx: Db, record: repo.IdempotencyRecord, answer: StoredAnswer<unknown>) {
  await repo.answerIdempotencyRecord(tx, record, split(answer));
}

function split(answer: StoredAnswer<unknown>) {
  const { statusCode, ...response } = answer;
  return { statusCode, response };
}

export function unwrap<T>(answer: StoredAnswer<T>): T {
  if ('data' in answer) return answer.data;
  const { errorCode, errorTitle, errorMessage, data } = answer.error;
  throw new AppError(errorCode as AppError['code'], errorTitle, errorMessage, { data: data ?? null });
}
