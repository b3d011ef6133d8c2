import type { AdminBusinessAccount, PlanTier, SubscriptionStatus } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type AdminActor, recordAdminAction } from '../admin-audit/service.ts';
import { businessAccountOwnedBy, lockBusinessAccountRow } from '../companies/rows.ts';
import {
  type SubscriptionRow,
  subscriptionRow,
  upsertSubscription,
} from '../account-billing/subscription/service.ts';
import { findUserByEmail } from '../users/service.ts';
import { AdminText } from './messages.ts';

type PlanValues = { planTier: PlanTier; status: SubscriptionStatus; accessTill: Date | null };

const shown = (row: Pick<SubscriptionRow, 'planTier' | 'status' | 'accessTill'> | null) =>
  row && { planTier: row.planTier, status: row.status, accessTill: row.accessTill?.toISOString() ?? null };

/**
 * The one way an administrator changes a business account's subscription (the plan route, the
 * trial route and the older by-email override all come here): the row is locked, `decide` sees it as
 * it is and says what it becomes, and the change and its audit entry commit together. The payment
 * provider is not involved. This process sees the new plan at once; other processes hear the
 * subscriptions trigger's NOTIFY.
 */
async function changeSubscription(
  deps: AppDeps,
  options: AdminActor & {
    businessAccountId: string;
    action: string;
    decide: (current: SubscriptionRow | null) => PlanValues;
  },
): Promise<AdminBusinessAccount> {
  const { adminId, clientAddress, businessAccountId } = options;
  const saved = await deps.db.transaction(async (tx) => {
    if (!(await lockBusinessAccountRow(tx, businessAccountId))) throw notFound(AdminText.businessAccount);
    const before = await subscriptionRow(tx, businessAccountId);
    const values = options.decide(before);
    await upsertSubscription(tx, businessAccountId, values);
    const after = (await subscriptionRow(tx, businessAccountId))!;
    await recordAdminAction(tx, {
      adminId,
      clientAddress,
      action: options.action,
      targetKind: 'account',
      targetId: businessAccountId,
      before: shown(before),
      after: shown(after),
    });
    return after;
  });
  deps.contextCache.invalidate();
  return { id: businessAccountId, ...shown(saved)!, billingPeriod: saved.billingPeriod };
}

export const changePlan = (
  deps: AppDeps,
  options: AdminActor & { businessAccountId: string; values: PlanValues },
) => changeSubscription(deps, { ...options, action: 'account.plan_change', decide: () => options.values });

/** EXTEND moves a trial's end (it stays trialing); END expires it now. Only while it is a trial. */
export function updateTrial(
  deps: AppDeps,
  options: AdminActor & {
    businessAccountId: string;
    change: { action: 'EXTEND'; accessTill: string } | { action: 'END' };
  },
) {
  const { change } = options;
  if (change.action === 'EXTEND' && Date.parse(change.accessTill) <= Date.now()) {
    throw new AppError('ValidationFailed', AdminText.checkFormTitle, AdminText.trialEndInPast, {
      data: { fields: { accessTill: AdminText.trialEndInPast } },
    });
  }
  return changeSubscription(deps, {
    adminId: options.adminId,
    clientAddress: options.clientAddress,
    businessAccountId: options.businessAccountId,
    action: change.action === 'EXTEND' ? 'account.trial_extend' : 'account.trial_end',
    decide: (current) => {
      if (current?.status !== 'trialing') {
        throw new AppError('Conflict', AdminText.notTrialingTitle, AdminText.notTrialing);
      }
      return change.action === 'EXTEND'
        ? { planTier: current.planTier, status: 'trialing', accessTill: new Date(change.accessTill) }
        : { planTier: current.planTier, status: 'expired', accessTill: new Date() };
    },
  });
}

/**
 * Support staff put a studio on a plan by its owner's email (a comped account; e2e journeys get a
 * MASTER plan this way): active with no end date unless `status` and `accessTill` say otherwise.
 */
export async function setAccountPlan(
  deps: AppDeps,
  options: AdminActor & {
    ownerEmail: string;
    planTier: PlanTier;
    status?: SubscriptionStatus;
    accessTill?: string | null;
  },
) {
  const user = await findUserByEmail(deps.db, options.ownerEmail);
  const account = user ? await businessAccountOwnedBy(deps.db, user.id) : null;
  if (!account) throw notFound('A business account owned by that email');
  const saved = await changePlan(deps, {
    adminId: options.adminId,
    clientAddress: options.clientAddress,
    businessAccountId: account.id,
    values: {
      planTier: options.planTier,
      status: options.status ?? 'active',
      accessTill: options.accessTill ? new Date(options.accessTill) : null,
    },
  });
  return { businessAccountId: account.id, planTier: saved.planTier, status: saved.status };
}
