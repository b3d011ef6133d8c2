import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import {
  assertCanActivateJob,
  assertWithinLimit,
  limitedJobError,
  limitOf,
  upgradeTierFor,
} from './limits.ts';

describe('plan limits', () => {
  it('reads the default catalogue', () => {
    expect(limitOf('STARTER', 'COMPANIES')).toBe(1);
    expect(limitOf('MASTER', 'COMPANIES')).toBe(5);
    expect(limitOf('PRO', 'USERS')).toBe(3);
    expect(limitOf('PRO', 'ACTIVE_JOBS')).toBeNull();
  });

  it('names the cheapest tier that lifts a limit', () => {
    expect(upgradeTierFor('STARTER', 'COMPANIES')).toBe('MASTER');
    expect(upgradeTierFor('STARTER', 'USERS')).toBe('PRO');
    expect(upgradeTierFor('MASTER', 'USERS')).toBeNull();
    expect(upgradeTierFor('PRO', 'ACTIVE_JOBS')).toBeNull();
  });

  it('refuses at the limit with the upgrade banner data', () => {
    const check = (count: number) =>
      assertWithinLimit({ tier: 'STARTER', feature: 'ACTIVE_JOBS', count, title: 't', message: 'm' });
    expect(() => check(4)).not.toThrow();
    let error: unknown;
    try {
      check(5);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('AccessLimitation');
    expect((error as AppError).data).toMatchObject({
      feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
      upgradePlan: { planTier: 'PRO' },
      currentPlan: { planTierName: 'Starter' },
      resourcesLinks: { UPGRADE_PLAN: { url: expect.stringContaining('PRO') } },
    });
  });
});

describe('the active-jobs limit', () => {
  const refusal = (run: () => unknown): AppError => {
    try {
      run();
    } catch (caught) {
      return caught as AppError;
    }
    throw new Error('expected a refusal');
  };

  it('lets STARTER activate its fifth job and refuses the sixth with the spec message and upgrade data', () => {
    expect(() => assertCanActivateJob({ tier: 'STARTER', activeJobs: 4 })).not.toThrow();
    const error = refusal(() => assertCanActivateJob({ tier: 'STARTER', activeJobs: 5 }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('AccessLimitation');
    expect(error.status).toBe(403);
    expect(error.message).toBe(
      "You've reached the maximum number of Active Jobs (5) in your plan. Upgrade to add more.",
    );
    expect(error.data).toMatchObject({
      feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
      upgradePlan: { planTier: 'PRO' },
      currentPlan: { planTier: 'STARTER', planTierName: 'Starter' },
      actions: { UPGRADE: { url: '/subscription/plans?planTier=PRO' } },
      resourcesLinks: { UPGRADE_PLAN: { url: '/subscription/plans?planTier=PRO' } },
    });
  });

  it('never refuses PRO or MASTER, whose active jobs are unlimited', () => {
    expect(() => assertCanActivateJob({ tier: 'PRO', activeJobs: 10_000 })).not.toThrow();
    expect(() => assertCanActivateJob({ tier: 'MASTER', activeJobs: 10_000 })).not.toThrow();
  });

  it('answers a job beyond the limit with LimitedJob, its message and the UPGRADE_PLAN link', () => {
    const error = limitedJobError('STARTER');
    expect(error.code).toBe('LimitedJob');
    expect(error.status).toBe(403);
    expect(error.message).toBe('Upgrade to view or edit this Job.');
    expect(error.data).toMatchObject({
      feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
      upgradePlan: { planTier: 'PRO' },
      resourcesLinks: { UPGRADE_PLAN: { url: '/subscription/plans?planTier=PRO' } },
    });
  });
});
