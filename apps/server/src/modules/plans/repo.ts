import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';

/** SQL of the plan catalogue (platform-wide, not a company's). */

export type CataloguePlan = typeof plans.$inferSelect;

/** Every plan, cheapest first. */
export async function planRows(db: Db): Promise<CataloguePlan[]> {
  return db.select().from(plans).orderBy(asc(plans.priceMinor), asc(plans.planId));
}
