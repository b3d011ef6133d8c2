import type { Db } from '../../db/client.ts';
import { insertBusinessAccount, insertCompany } from '../companies/rows.ts';
import { addMembers } from '../memberships/service.ts';
import { insertUser } from '../users/service.ts';
import { insertTrial } from '../account-billing/subscription/service.ts';

export type NewAccount = {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  country: string | null;
  currency: string;
  timeZone: string;
  companyName: string;
  emailConfirmed: boolean;
  trialDays: number;
};

/**
 * A studio's whole starting graph: user, business account, first company, owner membership, trial.
 * Each table is written by its own repository; the caller passes a transaction.
 */
export async function createAccount(db: Db, account: NewAccount) {
  const now = new Date();
  const user = await insertUser(db, {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    passwordHash: account.passwordHash,
    country: account.country,
    currency: account.currency,
    timeZone: account.timeZone,
    termsAcceptedAt: now,
    emailConfirmedAt: account.emailConfirmed ? now : null,
  });
  const business = await insertBusinessAccount(db, user.id);
  const company = await insertCompany(db, {
    businessAccountId: business.id,
    name: account.companyName,
    email: account.email,
    timeZone: account.timeZone,
    currency: account.currency,
  });
  await addMembers(db, company.id, [{ userId: user.id, role: 'owner' }]);
  await insertTrial(db, business.id, account.trialDays, now);
  return { user, company, businessAccount: business };
}
