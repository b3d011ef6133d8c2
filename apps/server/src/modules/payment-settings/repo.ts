import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyPaymentSettings } from '../../db/schema.ts';

/** The card options' SQL. The row's Stripe account columns are the card provider's, never written here. */
export type CardValues = { surchargeBasisPoints: number; tipsEnabled: boolean };
type SavedCard = CardValues & { updatedAt: Date };

const cardColumns = {
  surchargeBasisPoints: companyPaymentSettings.surchargeBasisPoints,
  tipsEnabled: companyPaymentSettings.tipsEnabled,
  updatedAt: companyPaymentSettings.updatedAt,
};

export async function cardSettingOf(db: Db, companyId: string): Promise<SavedCard | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(companyPaymentSettings)
    .where(eq(companyPaymentSettings.companyId, companyId));
  return row;
}

/**
 * Saves the card options made from the version `loadedAt` (null: the defaults, never saved);
 * undefined when the row has changed since (or was first saved elsewhere): nothing is written then.
 */
export async function saveCardSetting(
  db: Db,
  companyId: string,
  values: CardValues,
  loadedAt: string | null,
): Promise<SavedCard | undefined> {
  if (loadedAt === null) {
    const [row] = await db
      .insert(companyPaymentSettings)
      .values({ companyId, ...values })
      .onConflictDoNothing()
      .returning(cardColumns);
    return row;
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ updatedAt: companyPaymentSettings.updatedAt })
      .from(companyPaymentSettings)
      .where(eq(companyPaymentSettings.companyId, companyId))
      .for('update');
    // The version the page printed is the row's time to the millisecond (as every record's is).
    if (!current || current.updatedAt.getTime() !== new Date(loadedAt).getTime()) return undefined;
    const [row] = await tx
      .update(companyPaymentSettings)
      .set({ ...values, updatedAt: sql`clock_timestamp()` })
      .where(eq(companyPaymentSettings.companyId, companyId))
      .returning(cardColumns);
    return row;
  });
}
