import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { assertWithinLimit, limitOf, upgradeTierFor } from './limits.ts';

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
