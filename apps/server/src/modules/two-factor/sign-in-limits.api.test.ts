// engine-dependent: parallel attempts reserve their count atomically.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { rateLimitEvents } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { randomIp } from '../../test/factories.ts';
import { ADDRESS_FAILURES_MAX, reserveTwoFactorAttempt, TWO_FACTOR_FAILURES, waitAfter } from './limits.ts';

const attempt = (api: Api, userId: string, clientAddress: string) =>
  reserveTwoFactorAttempt(api.deps, { proof: 'code', userId, clientAddress }).then(
    (reserved) => ({ reserved }),
    (error: unknown) => ({ refused: error as AppError }),
  );

/** Moves a key's failures into the past, as if the wait had passed. */
async function age(api: Api, key: string, ms: number) {
  await api.deps.db
    .update(rateLimitEvents)
    .set({ createdAt: sql`${rateLimitEvents.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(rateLimitEvents.bucket, TWO_FACTOR_FAILURES.bucket), eq(rateLimitEvents.key, key)));
}

describe('two-factor failure limits (limits.ts)', () => {
  it('doubles the wait with each failure past five, up to a day', () => {
    const minutes = [4, 5, 6, 7, 12, 20].map((n) => waitAfter(n) / 60_000);
    expect(minutes).toEqual([0, 15, 30, 60, 24 * 60, 24 * 60]);
  });

  it('lets five failures of an account through, then refuses with retry-after until a quarter hour after the last', async ({
    api,
  }) => {
    const userId = randomUUID();
    for (let i = 0; i < 5; i++) expect(await attempt(api, userId, randomIp())).toHaveProperty('reserved');
    const sixth = await attempt(api, userId, randomIp());
    expect(sixth).toHaveProperty('refused');
    const refused = (sixth as { refused: AppError }).refused;
    expect(refused.code).toBe('RateLimited');
    expect(refused.status).toBe(429);
    const seconds = (refused.data as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(890);
    expect(seconds).toBeLessThanOrEqual(900);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    // A quarter hour later one more attempt goes; failing it, the next waits half an hour.
    await age(api, `user:${userId}`, 15 * 60_000);
    expect(await attempt(api, userId, randomIp())).toHaveProperty('reserved');
    const seventh = (await attempt(api, userId, randomIp())) as { refused: AppError };
    const wait = (seventh.refused.data as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(1790);
    expect(wait).toBeLessThanOrEqual(1800);
    expect(seventh.refused.message).toContain('30 minutes');
  });

  it('counts per client address across accounts, 20 before the wait (a team may share one address)', async ({
    api,
  }) => {
    const ip = randomIp();
    for (let i = 0; i < ADDRESS_FAILURES_MAX; i++)
      expect(await attempt(api, randomUUID(), ip)).toHaveProperty('reserved');
    expect(await attempt(api, randomUUID(), ip)).toHaveProperty('refused');
    expect(await attempt(api, randomUUID(), randomIp())).toHaveProperty('reserved');
  });

  it('reserves atomically: of 12 parallel attempts exactly 5 go through', async ({ api }) => {
    const userId = randomUUID();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => attempt(api, userId, randomIp())));
    expect(outcomes.filter((o) => 'reserved' in o)).toHaveLength(5);
    expect(outcomes.filter((o) => 'refused' in o)).toHaveLength(7);
  });

  it("a release (a right code) gives the attempt back and forgets the account's failures", async ({
    api,
  }) => {
    const userId = randomUUID();
    const ip = randomIp();
    for (let i = 0; i < 4; i++) await attempt(api, userId, ip);
    const right = (await attempt(api, userId, randomIp())) as { reserved: { release: () => Promise<void> } };
    await right.reserved.release();
    for (let i = 0; i < 5; i++) expect(await attempt(api, userId, randomIp())).toHaveProperty('reserved');
    // The address keeps its four failures: sixteen more, and it waits.
    for (let i = 4; i < ADDRESS_FAILURES_MAX; i++)
      expect(await attempt(api, randomUUID(), ip)).toHaveProperty('reserved');
    expect(await attempt(api, randomUUID(), ip)).toHaveProperty('refused');
  });
});
