import { type BrandsData, CompanyPaths, type ResourceLink } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { limitOf, planTierOf, upgradePlanUrl, upgradeTierFor } from '../account-billing/plans/limits.ts';
import { countCompanies, type Role } from './repo.ts';

/**
 * What the server offers about companies (spec 01 §6: a button shows only when its action came).
 * Adding concerns the business account of the company the user works in.
 */
export async function addCompanyActions(db: Db, scope: CompanyScope): Promise<BrandsData['actions']> {
  if (scope.role !== 'owner') return {};
  const tier = await planTierOf(db, scope.businessAccountId);
  const max = limitOf(tier, 'COMPANIES');
  if (max === null || (await countCompanies(db, scope.businessAccountId)) < max) {
    return { ADD_NEW_BRAND: { url: CompanyPaths.create, method: 'POST' } };
  }
  const upgrade = upgradeTierFor(tier, 'COMPANIES');
  return upgrade
    ? {
        // The plans page says why it opened (the companies limit's message) before the plans.
        UPGRADE_PLAN: { url: upgradePlanUrl(upgrade, 'COMPANIES'), preferences: { planTier: upgrade } },
      }
    : {};
}

/** Owners edit, upload a logo and delete (never the account's last company); members only read. */
export function profileActions(options: {
  companyId: string;
  role: Role;
  hasLogo: boolean;
  isLastOfAccount: boolean;
}): Record<string, ResourceLink> {
  const { companyId, role } = options;
  if (role !== 'owner') return {};
  return {
    EDIT: { url: CompanyPaths.company(companyId), method: 'PUT' },
    UPLOAD_LOGO: { url: CompanyPaths.logo(companyId), method: 'PUT' },
    ...(options.hasLogo ? { REMOVE_LOGO: { url: CompanyPaths.logo(companyId), method: 'DELETE' } } : {}),
    ...(options.isLastOfAccount
      ? {}
      : { DELETE: { url: CompanyPaths.company(companyId), method: 'DELETE' } }),
  };
}
