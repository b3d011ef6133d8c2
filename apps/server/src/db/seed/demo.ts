import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { admins, promoCodes, users } from '../schema.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { insertCompany, setTaxRates } from '../../modules/companies/rows.ts';
import { addMembers } from '../../modules/memberships/service.ts';
import { seedDemoStudio } from './demo-studio.ts';
import { createMasterOwner } from './master-owner.ts';

export const DEMO_OWNER = { email: 'demo@focal.test', password: 'focal-demo-password' };
export const DEMO_ADMIN = { email: 'admin@focal.test', password: 'focal-admin-password' };
/** The demo studio runs two brands on an active MASTER plan, so switching company shows on `npm start`. */
export const DEMO_COMPANIES = ['Lumen & Co Photography', 'Lumen Portraits'] as const;

/**
 * Promo codes to try at checkout (`?coupon=WELCOME20`, `?fpr=FRIEND50`): one of each duration and
 * kind, and an expired one. Platform-wide, like the plan catalogue.
 */
const DEMO_PROMO_CODES: (typeof promoCodes.$inferInsert)[] = [
  { code: 'WELCOME20', kind: 'coupon', percentOff: 20, duration: 'repeating', durationInPeriods: 3 },
  { code: 'SAVE10', kind: 'coupon', amountOffMinor: 1000, currency: 'USD', duration: 'once' },
  { code: 'FRIEND50', kind: 'referral', percentOff: 50, duration: 'once' },
  {
    code: 'SPRING2025',
    kind: 'coupon',
    percentOff: 15,
    duration: 'once',
    expiresAt: new Date('2025-06-01T00:00:00Z'),
  },
];

/** Seeds the demo studio once, on a database with no users yet. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const [ownerHash, adminHash] = await Promise.all([
    hashPassword(DEMO_OWNER.password),
    hashPassword(DEMO_ADMIN.password),
  ]);
  await db.transaction(async (tx) => {
    const { user, company, businessAccount } = await createMasterOwner(tx, {
      email: DEMO_OWNER.email,
      firstName: 'Dana',
      lastName: 'Demo',
      passwordHash: ownerHash,
      companyName: DEMO_COMPANIES[0],
    });
    await setTaxRates(tx, company.id, [{ name: 'Sales tax', rateMillionths: 87500 }]);
    await seedDemoStudio(tx, { companyId: company.id, userId: user.id, timeZone: company.timeZone });
    const portraits = await insertCompany(tx, {
      businessAccountId: businessAccount.id,
      name: DEMO_COMPANIES[1],
      email: 'portraits@focal.test',
      timeZone: company.timeZone,
      currency: company.currency,
      phone: '+1 212 555 0142',
      website: 'https://portraits.focal.test',
      address: {
        line1: '18 Mercer Street',
        city: 'New York',
        region: 'NY',
        postalCode: '10013',
        country: 'US',
      },
      pricesIncludeTax: false,
    });
    // Later than the first membership (one transaction shares one now()), so sign-in starts in the first company.
    await addMembers(tx, portraits.id, [
      { userId: user.id, role: 'owner', createdAt: new Date(Date.now() + 1000) },
    ]);
    await setTaxRates(tx, portraits.id, [
      { name: 'Sales tax', rateMillionths: 87500 },
      { name: 'Print surcharge', rateMillionths: 25000 },
    ]);
    await tx
      .insert(admins)
      .values({ email: DEMO_ADMIN.email, name: 'Focal Administrator', passwordHash: adminHash });
    await tx.insert(promoCodes).values(DEMO_PROMO_CODES).onConflictDoNothing();
  });
  return true;
}
