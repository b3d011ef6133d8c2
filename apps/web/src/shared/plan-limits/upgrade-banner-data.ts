import type { ResourceLink } from '@focal/contracts/errors';
import { PLAN_TIERS, type PlanTier } from '@focal/contracts/plans';

/** The features a plan limits (the server's `LimitedFeature`, plans/limits.ts). */
const LIMITED_FEATURES = ['COMPANIES', 'USERS', 'ACTIVE_JOBS', 'BOOKING_FORMS', 'CONTACT_FORMS'] as const;
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];

/**
 * The upgrade banner's data as the server sends it (plans/limits.ts `upgradeBannerData`; spec 01 §3):
 * the feature at its limit and its maximum, the tier that offers more, the current tier and the
 * UPGRADE action. It comes in AccessLimitation / LimitedJob error data and, later, in the job and
 * lead profiles.
 */
export type UpgradeBannerData = {
  feature: { type: LimitedFeature; maxNumber: number | null };
  upgradePlan: { planTier: PlanTier } | null;
  currentPlan: { planTierName: string; planTier?: PlanTier };
  actions: { UPGRADE?: ResourceLink };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object';

/** Reads banner data out of an error's or a profile's `data`; null when it is not there. */
export function readUpgradeBanner(data: unknown): UpgradeBannerData | null {
  if (!isRecord(data) || !isRecord(data.feature) || !isRecord(data.currentPlan)) return null;
  const type = data.feature.type;
  if (!LIMITED_FEATURES.includes(type as LimitedFeature)) return null;
  const max = data.feature.maxNumber;
  const tier = isRecord(data.upgradePlan) ? data.upgradePlan.planTier : null;
  const upgrade = isRecord(data.actions) && isRecord(data.actions.UPGRADE) ? data.actions.UPGRADE : null;
  return {
    feature: { type: type as LimitedFeature, maxNumber: typeof max === 'number' ? max : null },
    upgradePlan: PLAN_TIERS.includes(tier as PlanTier) ? { planTier: tier as PlanTier } : null,
    currentPlan: { planTierName: String(data.currentPlan.planTierName ?? '') },
    actions: typeof upgrade?.url === 'string' ? { UPGRADE: { url: upgrade.url } } : {},
  };
}

const TIER_NAMES: Record<PlanTier, string> = { STARTER: 'Starter', PRO: 'Pro', MASTER: 'Master' };
export const tierName = (tier: PlanTier) => TIER_NAMES[tier];

/** The tier an UPGRADE_PLAN link offers: its `preferences.planTier`, or the `planTier` in its url. */
function offeredTier(link: ResourceLink & { preferences?: { planTier?: string } }): PlanTier | null {
  const tier =
    link.preferences?.planTier ?? new URL(link.url, 'http://focal.invalid').searchParams.get('planTier');
  return PLAN_TIERS.includes(tier as PlanTier) ? (tier as PlanTier) : null;
}

/**
 * Banner data for a screen whose answer carries only an UPGRADE_PLAN link and the limit (the team's
 * usage, the companies' actions): the same shape, put together from what the server sent.
 */
export function bannerFromUpgradeLink(options: {
  feature: LimitedFeature;
  maxNumber: number | null;
  link: ResourceLink & { preferences?: { planTier?: string } };
  currentTier: PlanTier | null;
}): UpgradeBannerData {
  const tier = offeredTier(options.link);
  return {
    feature: { type: options.feature, maxNumber: options.maxNumber },
    upgradePlan: tier ? { planTier: tier } : null,
    currentPlan: { planTierName: options.currentTier ? tierName(options.currentTier) : '' },
    actions: { UPGRADE: { url: options.link.url } },
  };
}
