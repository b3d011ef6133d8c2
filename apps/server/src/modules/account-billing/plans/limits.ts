import { PLAN_TIERS, PlanLimitText, type PlanLimits, type PlanTier } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { PlanLimitTitle, UPGRADE_ACTION } from './messages.ts';
import { lockBusinessAccountRow } from '../../companies/rows.ts';
import { isLiveSubscription } from '../subscription/live.ts';
import { subscriptionRow } from '../subscription/service.ts';
import { planCatalogue, tierLimits, tierName } from './catalogue.ts';

/**
 * The one place plan limits are read and enforced. Limits come from the `plans` table through the
 * in-process catalogue (catalogue.ts), refreshed by `planTierOf`, which every check calls first. A
 * business account without a live subscription gets STARTER's limits (requireCompany refuses it
 * with 210 anyway).
 */

export type LimitedFeature = 'COMPANIES' | 'USERS' | 'ACTIVE_JOBS' | 'BOOKING_FORMS' | 'CONTACT_FORMS';
const LIMIT_KEYS: Record<LimitedFeature, keyof PlanLimits> = {
  COMPANIES: 'companies',
  USERS: 'users',
  ACTIVE_JOBS: 'activeJobs',
  BOOKING_FORMS: 'bookingForms',
  CONTACT_FORMS: 'contactForms',
};

/**
 * Where the client opens the plans (the subscription issue serves it in the embedded frame); with
 * `reason`, the plans page first says which limit was reached (spec 01 §8's message).
 */
export const upgradePlanUrl = (tier: PlanTier, reason?: LimitedFeature) =>
  `/subscription/plans?planTier=${tier}${reason ? `&limit=${reason}` : ''}`;

export function limitOf(tier: PlanTier, feature: LimitedFeature): number | null {
  return tierLimits(tier)[LIMIT_KEYS[feature]] as number | null;
}

/** The cheapest tier that allows more of `feature` than `tier` does; null when none does. */
export function upgradeTierFor(tier: PlanTier, feature: LimitedFeature): PlanTier | null {
  const current = limitOf(tier, feature);
  if (current === null) return null;
  for (const candidate of PLAN_TIERS.slice(PLAN_TIERS.indexOf(tier) + 1)) {
    const limit = limitOf(candidate, feature);
    if (limit === null || limit > current) return candidate;
  }
  return null;
}

/** The tier whose limits apply to the account now; also refreshes the catalogue the checks read. */
export async function planTierOf(db: Db, businessAccountId: string): Promise<PlanTier> {
  await planCatalogue(db);
  const row = await subscriptionRow(db, businessAccountId);
  return row && isLiveSubscription(row) ? row.planTier : 'STARTER';
}

/**
 * Serialises every limited creation of one business account: call inside the transaction that
 * creates, before counting, so that parallel creations at the limit cannot both pass.
 */
export async function lockBusinessAccount(tx: Db, businessAccountId: string): Promise<void> {
  await lockBusinessAccountRow(tx, businessAccountId);
}

/**
 * The upgrade banner for a feature at its limit: the feature and its maximum, the tier that offers
 * more (none on the top tier), the current tier's name and an UPGRADE link (spec 01 §3).
 */
export function upgradeBannerData(tier: PlanTier, feature: LimitedFeature) {
  const upgradeTier = upgradeTierFor(tier, feature);
  return {
    feature: { type: feature, maxNumber: limitOf(tier, feature) },
    upgradePlan: upgradeTier ? { planTier: upgradeTier } : null,
    currentPlan: { planTier: tier, planTierName: tierName(tier) },
    actions: upgradeTier ? { UPGRADE: { url: upgradePlanUrl(upgradeTier) } } : {},
  };
}

/** The upgrade banner data with the UPGRADE_PLAN link the client opens (none on the top tier). */
function upgradeData(tier: PlanTier, feature: LimitedFeature) {
  const banner = upgradeBannerData(tier, feature);
  const upgrade = banner.upgradePlan?.planTier;
  const resourcesLinks: Record<string, { url: string }> = upgrade
    ? { UPGRADE_PLAN: { url: upgradePlanUrl(upgrade) } }
    : {};
  return { ...banner, resourcesLinks };
}

/** Refuses a creation that would exceed the plan: `count` is what exists, including pending ones. */
export function assertWithinLimit(options: {
  tier: PlanTier;
  feature: LimitedFeature;
  count: number;
  title: string;
  message: string;
}): void {
  const { tier, feature, count } = options;
  const max = limitOf(tier, feature);
  if (max === null || count < max) return;
  throw new AppError('AccessLimitation', options.title, options.message, {
    data: upgradeData(tier, feature),
  });
}

/**
 * Refuses making one more job active when `activeJobs` are already (spec 01 §8 "You've reached the
 * maximum number of Active Jobs (5) in your plan. Upgrade to add more."). The jobs feature calls it
 * inside the transaction that activates, after `lockBusinessAccount` and counting the account's
 * active jobs, like the companies and users checks.
 */
export function assertCanActivateJob(options: { tier: PlanTier; activeJobs: number }): void {
  const max = limitOf(options.tier, 'ACTIVE_JOBS');
  assertWithinLimit({
    tier: options.tier,
    feature: 'ACTIVE_JOBS',
    count: options.activeJobs,
    title: PlanLimitTitle.activeJobs,
    message: PlanLimitText.activeJobsMax(max ?? 0, UPGRADE_ACTION),
  });
}

/**
 * The answer for a job beyond the plan's active-jobs limit (one kept from a larger plan): the
 * client goes to /jobs and opens the upgrade frame, or in the iOS app the limited-job modal when
 * the data has UPGRADE_PLAN (spec 01 §8).
 */
export function limitedJobError(tier: PlanTier): AppError {
  return new AppError(
    'LimitedJob',
    PlanLimitTitle.limitedJob,
    PlanLimitText.jobAccessLimited(UPGRADE_ACTION),
    {
      data: upgradeData(tier, 'ACTIVE_JOBS'),
    },
  );
}

/**
 * The answer for a change to an event (a session) of a job beyond the active-jobs limit: 'Upgrade to
 * view or edit this event due to active jobs limit.' (spec 01 §8) with the upgrade data.
 */
export function eventAccessLimitedError(tier: PlanTier): AppError {
  return new AppError(
    'AccessLimitation',
    PlanLimitTitle.limitedEvent,
    PlanLimitText.eventAccessLimited(UPGRADE_ACTION),
    { data: upgradeData(tier, 'ACTIVE_JOBS') },
  );
}
