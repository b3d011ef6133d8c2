import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { plans } from '../../../db/schema.ts';

/** SQL of the plan catalogue (platform-wide, not a company's). */

export type CataloguePlan = typeof plans.$inferSelect;

/** Every plan, cheapest first. */
export async function planRows(db: Db): Promise<CataloguePlan[]> {
  return db.select().from(plans).orderBy(asc(plans.priceMinor), asc(plans.planId));
}

/**
 * The rows of the tier `planId` belongs to (both billing periods), locked until the transaction
 * ends; none when there is no such plan.
 */
export function tierRowsForUpdate(tx: Db, planId: string): Promise<CataloguePlan[]> {
  const tierOf = tx.select({ tier: plans.tier }).from(plans).where(eq(plans.planId, planId));
  return tx.select().from(plans).where(inArray(plans.tier, tierOf)).orderBy(asc(plans.planId)).for('update');
}

export type PlanChange = Partial<
  Pick<
    CataloguePlan,
    | 'name'
    | 'priceMinor'
    | 'activeJobs'
    | 'companies'
    | 'users'
    | 'bookingForms'
    | 'contactForms'
    | 'automations'
    | 'active'
  >
>;

export async function updatePlanRow(tx: Db, planId: string, change: PlanChange): Promise<CataloguePlan> {
  const [row] = await tx.update(plans).set(change).where(eq(plans.planId, planId)).returning();
  return row!;
}
