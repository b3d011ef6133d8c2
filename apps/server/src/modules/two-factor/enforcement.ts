import type { z } from 'zod';
import type { twoFactorEnforcementSchema } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { companyOfMember } from '../memberships/service.ts';
import { TwoFactorSetupText as T } from './messages.ts';
import * as repo from './repo.ts';

type Enforcement = z.infer<typeof twoFactorEnforcementSchema>;

const ownersOnly = () => new AppError('Forbidden', T.ownersOnlyTitle, T.ownersOnly);

/** Throws Forbidden unless the user owns the company (the one whose team a requirement binds). */
export async function assertCompanyOwner(db: Db, userId: string, companyId: string | null) {
  const membership = companyId ? await companyOfMember(db, userId, companyId) : undefined;
  if (membership?.role !== 'owner') throw ownersOnly();
}

/**
 * The current company's requirement as the user sees it. Without a current company (a user whose
 * last company went) it reads as an empty name, not required, not changeable.
 */
export async function enforcementOf(db: Db, userId: string, companyId: string | null): Promise<Enforcement> {
  const current = companyId ? await companyOfMember(db, userId, companyId) : undefined;
  const elsewhere = await repo.companiesRequiringTwoFactor(db, userId, companyId);
  return {
    companyName: current?.company.name ?? '',
    required: current?.company.twoFactorRequired ?? false,
    canChange: current?.role === 'owner',
    requiredElsewhere: elsewhere.length > 0,
  };
}

/**
 * The owner requires two-factor of the current company's team, or stops. Requiring it needs the
 * owner's own two-factor on, so an owner never locks the team into something they do not use.
 */
export async function setEnforcement(deps: AppDeps, scope: CompanyScope, required: boolean) {
  if (scope.role !== 'owner') throw ownersOnly();
  if (required && !(await repo.findTwoFactor(deps.db, scope.userId))?.enabledAt)
    throw new AppError('Conflict', T.ownerNeedsItTitle, T.ownerNeedsIt);
  await repo.setTwoFactorRequired(deps.db, scope.companyId, required);
  return enforcementOf(deps.db, scope.userId, scope.companyId);
}
