import { DEFAULT_PLAN_LIMITS, PLAN_TIERS, type PlanLimits, type PlanTier } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { type CataloguePlan, type PlanChange, planRows, tierRowsForUpdate, updatePlanRow } from './repo.ts';

export type { CataloguePlan, PlanChange } from './repo.ts';

/**
 * The plan catalogue, read from the `plans` table and kept in each process for CATALOGUE_TTL_MS:
 * administrators edit it rarely, and a limit that changes up to 30 s late is harmless, while every
 * limited creation and every bootstrap reads it. A writer in this process calls
 * `invalidatePlanCatalogue()` to see its change at once.
 */
const CATALOGUE_TTL_MS = 30_000;

type Snapshot = { plans: CataloguePlan[]; limits: Record<PlanTier, PlanLimits>; at: number };
let snapshot: Snapshot | undefined;
// Bumped by each invalidation: a load that was running across one may hold the old rows.
let generation = 0;

/**
 * Drops the catalogue; the next read loads it again. The context cache calls it on every change
 * notification too, so an administrator's plan change reaches every API process at once.
 */
export function invalidatePlanCatalogue(): void {
  snapshot = undefined;
  generation++;
}

async function load(db: Db): Promise<Snapshot> {
  const rows = await planRows(db);
  const limits = { ...DEFAULT_PLAN_LIMITS };
  for (const tier of PLAN_TIERS) {
    // Limits are per tier: the monthly row rules (the seed gives both periods the same limits).
    const row =
      rows.find((p) => p.tier === tier && p.billingPeriod === 'MONTHLY') ?? rows.find((p) => p.tier === tier);
    if (row) limits[tier] = limitsOf(row);
  }
  return { plans: rows, limits, at: Date.now() };
}

export function limitsOf(row: CataloguePlan): PlanLimits {
  const { activeJobs, companies, users, bookingForms, contactForms, automations } = row;
  return { activeJobs, companies, users, bookingForms, contactForms, automations };
}

/** Every plan of the catalogue (inactive ones too: a subscription may still be on one), cheapest first. */
export async function planCatalogue(db: Db): Promise<CataloguePlan[]> {
  if (snapshot && Date.now() - snapshot.at < CATALOGUE_TTL_MS) return snapshot.plans;
  // Each caller loads through its own `db`: sharing one in-flight load could make a transaction
  // wait on a query queued behind it (PGlite runs one connection).
  const loadedIn = generation;
  const loaded = await load(db);
  // Raced by a change: the synchronous readers use it for this request, the next read loads again.
  snapshot = loadedIn === generation ? loaded : { ...loaded, at: 0 };
  return loaded.plans;
}

/** The rows of a plan's tier (its monthly and annual plans), locked for the transaction's change. */
export const tierPlansForUpdate = tierRowsForUpdate;

/** Changes a plan inside the caller's transaction; the caller drops the catalogue once committed. */
export const updatePlan = (tx: Db, planId: string, change: PlanChange) => updatePlanRow(tx, planId, change);

/**
 * A tier's limits from the last catalogue read. Synchronous for the limit checks' sake: they run
 * after `planTierOf`, which refreshes the catalogue; before any read, the contracts' defaults (the
 * seed's source) answer.
 */
export function tierLimits(tier: PlanTier): PlanLimits {
  return snapshot?.limits[tier] ?? DEFAULT_PLAN_LIMITS[tier];
}

const TIER_NAMES: Record<PlanTier, string> = { STARTER: 'Starter', PRO: 'Pro', MASTER: 'Master' };

/** A tier's name as the catalogue has it ('Pro'). */
export function tierName(tier: PlanTier): string {
  return snapshot?.plans.find((p) => p.tier === tier)?.name ?? TIER_NAMES[tier];
}
