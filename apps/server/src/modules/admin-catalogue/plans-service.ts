import type { AdminPlan, AdminUpdatePlan } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { notifyContextChanged } from '../account-context/service.ts';
import { type AdminActor, recordAdminAction } from '../admin-audit/service.ts';
import {
  type CataloguePlan,
  invalidatePlanCatalogue,
  limitsOf,
  type PlanChange,
  planCatalogue,
  tierPlansForUpdate,
  updatePlan,
} from '../account-billing/plans/catalogue.ts';

function adminPlanOf(row: CataloguePlan): AdminPlan {
  const { planId, tier, name, billingPeriod, priceMinor, currency, active } = row;
  return { planId, tier, name, billingPeriod, priceMinor, currency, limits: limitsOf(row), active };
}

export async function listPlans(deps: AppDeps): Promise<AdminPlan[]> {
  invalidatePlanCatalogue(); // the console shows the table as it is, not this process's copy
  return (await planCatalogue(deps.db)).map(adminPlanOf);
}

/**
 * Changes the fields sent. Limits and the name belong to the tier (plans/limits.ts reads a tier's
 * limits from its monthly row), so they are written to both of its billing periods; the price and
 * whether it is on sale belong to the plan addressed. Each row changed gets its audit entry.
 * Nothing is deleted when a limit is lowered: it applies to the next item created.
 */
export async function changePlan(
  deps: AppDeps,
  admin: AdminActor,
  planId: string,
  input: AdminUpdatePlan,
): Promise<AdminPlan> {
  const tierChange: PlanChange = { ...(input.name !== undefined ? { name: input.name } : {}) };
  for (const [key, value] of Object.entries(input.limits ?? {}))
    if (value !== undefined) Object.assign(tierChange, { [key]: value });
  const planChange: PlanChange = {
    ...(input.priceMinor !== undefined ? { priceMinor: input.priceMinor } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };

  const updated = await deps.db.transaction(async (tx) => {
    const rows = await tierPlansForUpdate(tx, planId);
    let addressed = rows.find((row) => row.planId === planId);
    if (!addressed) throw notFound('That plan');
    for (const row of rows) {
      const change = row.planId === planId ? { ...tierChange, ...planChange } : tierChange;
      if (Object.keys(change).length === 0) continue;
      const after = await updatePlan(tx, row.planId, change);
      await recordAdminAction(tx, {
        ...admin,
        action: 'plan.update',
        targetKind: 'plan',
        targetId: row.planId,
        before: adminPlanOf(row),
        after: adminPlanOf(after),
      });
      if (row.planId === planId) addressed = after;
    }
    // Every API process drops its catalogue when this commits (the context cache listens).
    await notifyContextChanged(tx, 'plans');
    return addressed;
  });
  invalidatePlanCatalogue();
  deps.contextCache.invalidate();
  return adminPlanOf(updated);
}
