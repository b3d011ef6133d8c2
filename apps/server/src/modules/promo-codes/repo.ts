import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodeRedemptions, promoCodes } from '../../db/schema.ts';

/** SQL of the promo codes. Codes are platform-wide (not a company's), stored upper-case. */

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** `lock`: hold the row until the transaction ends, so redemptions are counted one at a time. */
export async function promoCodeByCode(db: Db, code: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Redeems a code for an account: once per account (the primary key), counted towards
 * max_redemptions only then. False when the account had redeemed it already.
 */
export async function redeem(db: Db, code: string, businessAccountId: string) {
  const fresh = await db
    .insert(promoCodeRedemptions)
    .values({ businessAccountId, code })
    .onConflictDoNothing()
    .returning({ code: promoCodeRedemptions.code });
  if (fresh.length === 0) return false;
  await db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(eq(promoCodes.code, code));
  return true;
}

/** Gives a held redemption back (a checkout whose confirmation failed charged nothing). */
export async function release(db: Db, code: string, businessAccountId: string) {
  const gone = await db
    .delete(promoCodeRedemptions)
    .where(
      and(eq(promoCodeRedemptions.code, code), eq(promoCodeRedemptions.businessAccountId, businessAccountId)),
    )
    .returning({ code: promoCodeRedemptions.code });
  if (gone.length === 0) return;
  await db
    .update(promoCodes)
    .set({ redemptions: sql`greatest(${promoCodes.redemptions} - 1, 0)` })
    .where(eq(promoCodes.code, code));
}

export async function redeemedBy(db: Db, code: string, businessAccountId: string) {
  const [row] = await db
    .select({ code: promoCodeRedemptions.code })
    .from(promoCodeRedemptions)
    .where(
      and(eq(promoCodeRedemptions.code, code), eq(promoCodeRedemptions.businessAccountId, businessAccountId)),
    );
  return row !== undefined;
}

export async function insertPromoCode(db: Db, values: typeof promoCodes.$inferInsert) {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...values, code: values.code.toUpperCase() })
    .returning();
  return row!;
}
