import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema.ts';

/** SQL of the promo codes. Codes are platform-wide (not a company's), stored upper-case. */

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** `lock`: hold the row until the transaction ends, so redemptions are counted one at a time. */
export async function promoCodeByCode(db: Db, code: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function countRedemption(db: Db, code: string) {
  await db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(eq(promoCodes.code, code));
}

export async function insertPromoCode(db: Db, values: typeof promoCodes.$inferInsert) {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...values, code: values.code.toUpperCase() })
    .returning();
  return row!;
}
