import { PLAN_TIERS, type PlanTier } from '@focal/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import {
  assertCanActivateJob,
  assertWithinLimit,
  type LimitedFeature,
  limitedJobError,
  limitOf,
  upgradeTierFor,
} from './limits.ts';

/**
 * The rules of plan limits, read against whatever the catalogue holds (no tier's numbers restated
 * here): a tier refuses at its limit and not before, an unlimited tier never refuses, and the
 * refusal names the cheapest higher tier that allows more.
 */
const FEATURES: LimitedFeature[] = ['COMPANIES', 'USERS', 'ACTIVE_JOBS', 'BOOKING_FORMS', 'CONTACT_FORMS'];
const allows = (tier: PlanTier, feature: LimitedFeature, count: number) => {
  const limit = limitOf(tier, feature);
  return limit === null || count < limit;
};
const higherThan = (tier: PlanTier) => PLAN_TIERS.slice(PLAN_TIERS.indexOf(tier) + 1);
/** Every tier and feature with a finite limit. */
const limited = PLAN_TIERS.flatMap((tier) =>
  FEATURES.filter((feature) => limitOf(tier, feature) !== null).map((feature) => ({
    tier,
    feature,
    max: limitOf(tier, feature)!,
  })),
);

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (caught) {
    expect(caught).toBeInstanceOf(AppError);
    return caught as AppError;
  }
  throw new Error('expected a refusal');
}

describe('plan limits', () => {
  it('has limited features to check (so the rules below cannot pass on an empty catalogue)', () => {
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.some(({ feature }) => feature === 'ACTIVE_JOBS')).toBe(true);
  });

  it('names the cheapest higher tier that allows more, and none when no tier does', () => {
    for (const tier of PLAN_TIERS) {
      for (const feature of FEATURES) {
        const current = limitOf(tier, feature);
        const upgrade = upgradeTierFor(tier, feature);
        const lifts = (candidate: PlanTier) => {
          const limit = limitOf(candidate, feature);
          return current !== null && (limit === null || limit > current);
        };
        const expected = higherThan(tier).find(lifts) ?? null;
        expect(upgrade, `${tier} ${feature}`).toBe(expected);
      }
    }
  });

  it('refuses at the limit and not before, with the upgrade banner data', () => {
    for (const { tier, feature, max } of limited) {
      const check = (count: number) =>
        assertWithinLimit({ tier, feature, count, title: 'At the limit', message: 'Upgrade' });
      if (max > 0) expect(() => check(max - 1), `${tier} ${feature}`).not.toThrow();
      const error = refusal(() => check(max));
      expect(error.code).toBe('AccessLimitation');
      expect(error.message).toBe('Upgrade');
      const upgrade = upgradeTierFor(tier, feature);
      expect(error.data).toMatchObject({
        feature: { type: feature, maxNumber: max },
        upgradePlan: upgrade ? { planTier: upgrade } : null,
        currentPlan: { planTier: tier },
        resourcesLinks: upgrade ? { UPGRADE_PLAN: { url: expect.stringContaining(upgrade) } } : {},
      });
    }
  });

  it('never refuses a feature the tier leaves unlimited', () => {
    for (const tier of PLAN_TIERS) {
      for (const feature of FEATURES.filter((f) => limitOf(tier, f) === null)) {
        expect(() =>
          assertWithinLimit({ tier, feature, count: 1_000_000, title: 't', message: 'm' }),
        ).not.toThrow();
      }
    }
  });
});

describe('the active-jobs limit', () => {
  it('lets a tier activate up to its limit and refuses one more, naming the limit and the upgrade', () => {
    for (const { tier, max } of limited.filter(({ feature }) => feature === 'ACTIVE_JOBS')) {
      expect(allows(tier, 'ACTIVE_JOBS', max - 1)).toBe(true);
      expect(() => assertCanActivateJob({ tier, activeJobs: max - 1 })).not.toThrow();
      const error = refusal(() => assertCanActivateJob({ tier, activeJobs: max }));
      expect(error.code).toBe('AccessLimitation');
      expect(error.status).toBe(403);
      expect(error.message).toContain(`(${max})`);
      const upgrade = upgradeTierFor(tier, 'ACTIVE_JOBS');
      expect(upgrade).not.toBeNull();
      expect(error.data).toMatchObject({
        feature: { type: 'ACTIVE_JOBS', maxNumber: max },
        upgradePlan: { planTier: upgrade },
        actions: { UPGRADE: { url: expect.stringContaining(upgrade!) } },
        resourcesLinks: { UPGRADE_PLAN: { url: expect.stringContaining(upgrade!) } },
      });
    }
  });

  it('never refuses a tier whose active jobs are unlimited', () => {
    const unlimited = PLAN_TIERS.filter((tier) => limitOf(tier, 'ACTIVE_JOBS') === null);
    expect(unlimited.length).toBeGreaterThan(0);
    for (const tier of unlimited) {
      expect(() => assertCanActivateJob({ tier, activeJobs: 10_000 })).not.toThrow();
    }
  });

  it('answers a job beyond the limit with LimitedJob and the link to the tier that allows it', () => {
    for (const { tier, max } of limited.filter(({ feature }) => feature === 'ACTIVE_JOBS')) {
      const error = limitedJobError(tier);
      const upgrade = upgradeTierFor(tier, 'ACTIVE_JOBS')!;
      expect(error.code).toBe('LimitedJob');
      expect(error.status).toBe(403);
      expect(error.data).toMatchObject({
        feature: { type: 'ACTIVE_JOBS', maxNumber: max },
        upgradePlan: { planTier: upgrade },
        resourcesLinks: { UPGRADE_PLAN: { url: expect.stringContaining(upgrade) } },
      });
    }
  });
});
