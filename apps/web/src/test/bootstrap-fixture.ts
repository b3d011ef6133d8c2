import type { Bootstrap } from '@focal/contracts';

/** A bootstrap answer as the server sends it, with overrides for what a test cares about. */
export function bootstrapFixture(
  overrides: { firstName?: string; companyName?: string; timeZone?: string; accessTill?: string } = {},
): Bootstrap {
  const firstName = overrides.firstName ?? 'Ada';
  return {
    profile: {
      id: 'user-1',
      firstName,
      lastName: 'Lovelace',
      fullName: `${firstName} Lovelace`,
      name: `${firstName} Lovelace`,
      email: 'ada@example.com',
      currency: { currencyCode: 'GBP' },
      country: 'GB',
      timeZone: 'Europe/London',
      registeredAt: '2026-01-01T00:00:00.000Z',
      resourcesLinks: {},
      preferences: {
        postLogin: { showPlans: false },
        pendo: { enabled: false },
        workflowTemplatePermission: 'ALL',
      },
    },
    subscription: {
      announcements: [],
      resourcesLinks: {},
      currentPlan: {
        planName: 'Pro Trial',
        planTier: 'PRO',
        subscriptionType: 'TRIAL',
        billingPeriod: 'MONTHLY',
        accessTill: overrides.accessTill ?? '2026-02-15T03:00:00.000Z',
      },
      accessTill: overrides.accessTill ?? '2026-02-15T03:00:00.000Z',
      planId: 'plan-1',
    },
    bootstrapSettings: { properties: { devMailbox: true } },
    authorizedCompany: {
      id: 'company-1',
      name: overrides.companyName ?? 'Lovelace Studio',
      timeZone: overrides.timeZone ?? 'Europe/London',
      createdAt: '2026-01-01T00:00:00.000Z',
      businessAccount: { id: 'ba-1', createdAt: '2026-01-01T00:00:00.000Z' },
    },
    portalAuth: { token: 'portal' },
    environment: { name: 'test', builds: { web: 'dev', server: 'dev' } },
  };
}
