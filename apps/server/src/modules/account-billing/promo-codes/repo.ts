import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { businessAccounts, promoCodeRedemptions, promoCodes, users } from '../../../db/schema.ts';

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

/** Every code, newest first (the console's list; a catalogue of hundreds, not millions). */
export function allPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code);
}

/** A new code; null when the code exists already (its primary key). */
export async function insertNewPromoCode(db: Db, values: typeof promoCodes.$inferInsert) {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Ends a code at `at`; null when it had ended already (or does not exist). */
export async function expirePromoCodeAt(db: Db, code: string, at: Date) {
  const [row] = await db
    .update(promoCodes)
    .set({ expiresAt: at })
    .where(and(eq(promoCodes.code, code), or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, at))))
    .returning();
  return row ?? null;
}

/** Who redeemed a code, newest first, each business account with its owner's email. */
export function redemptionsOf(db: Db, code: string, limit: number) {
  return db
    .select({
      businessAccountId: promoCodeRedemptions.businessAccountId,
      ownerEmail: users.email,
      createdAt: promoCodeRedemptions.createdAt,
    })
    .from(promoCodeRedemptions)
    .innerJoin(businessAccounts, eq(businessAccounts.id, promoCodeRedemptions.businessAccountId))
    .innerJoin(users, eq(users.id, businessAccounts.ownerUserId))
    .where(eq(promoCodeRedemptions.code, code))
    .orderBy(desc(promoCodeRedemptions.createdAt), promoCodeRedemptions.businessAccountId)
    .limit(limit);
}
