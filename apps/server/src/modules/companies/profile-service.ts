import type { CompanyProfile, updateCompanyRequestSchema } from '@focal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertOwner, type CompanyScope } from '../auth/guards.ts';
import { issueSessionTokens } from '../auth/service.ts';
import { moveSessionsIntoCompany } from '../auth/move-session.ts';
import { lockBusinessAccount } from '../account-billing/plans/limits.ts';
import { addCompanyActions, profileActions } from './actions.ts';
import { dropLogo, storeLogo } from './logo-files.ts';
import { resizeLogo } from './logo.ts';
import { CompanyText } from './messages.ts';
import * as repo from './repo.ts';
import { definedOnly, profileVersion } from './version.ts';
import { logoUrlOf, memberCompany } from './service.ts';

type UpdateForm = z.output<typeof updateCompanyRequestSchema>;
type TaxRateRow = Awaited<ReturnType<typeof repo.taxRatesOf>>[number];

function toProfile(
  { company, role }: repo.CompanyWithRole,
  options: { rates: TaxRateRow[]; selected: boolean; companiesInAccount: number },
): CompanyProfile {
  const a = company.address;
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    website: company.website,
    address: {
      line1: a.line1 ?? null,
      line2: a.line2 ?? null,
      city: a.city ?? null,
      region: a.region ?? null,
      postalCode: a.postalCode ?? null,
      country: a.country ?? null,
    },
    logoUrl: logoUrlOf(company),
    brandColour: company.brandColour,
    timeZone: company.timeZone,
    currency: company.currency,
    tax: {
      pricesIncludeTax: company.pricesIncludeTax,
      taxNumber: company.taxNumber,
      rates: options.rates
        .filter((r) => r.companyId === company.id)
        .map((r) => ({ id: r.id, name: r.name, rateMillionths: r.rateMillionths })),
    },
    createdAt: company.createdAt.toISOString(),
    selected: options.selected,
    role,
    version: profileVersion(company, options.rates),
    actions: profileActions({
      companyId: company.id,
      role,
      hasLogo: Boolean(company.logoPath),
      isLastOfAccount: options.companiesInAccount <= 1,
    }),
  };
}

async function profileOf(db: Db, scope: CompanyScope, found: repo.CompanyWithRole) {
  const [rates, companiesInAccount] = await Promise.all([
    repo.taxRatesOf(db, [found.company.id]),
    repo.countCompanies(db, found.company.businessAccountId),
  ]);
  return toProfile(found, { rates, companiesInAccount, selected: found.company.id === scope.companyId });
}

/** /settings/companies: the companies of the current business account the user belongs to. */
export async function listCompanies(deps: AppDeps, scope: CompanyScope) {
  const rows = await repo.companiesOfUserInAccount(deps.db, scope.userId, scope.businessAccountId);
  const [rates, companiesInAccount, actions] = await Promise.all([
    repo.taxRatesOf(
      deps.db,
      rows.map((r) => r.company.id),
    ),
    repo.countCompanies(deps.db, scope.businessAccountId),
    addCompanyActions(deps.db, scope),
  ]);
  return {
    companies: rows.map((row) =>
      toProfile(row, { rates, companiesInAccount, selected: row.company.id === scope.companyId }),
    ),
    actions,
  };
}

export async function getCompany(deps: AppDeps, scope: CompanyScope, companyId: string) {
  return profileOf(deps.db, scope, await memberCompany(deps, scope.userId, companyId));
}

/**
 * Owners of the company only. Only the fields sent change (issue 10: a form loaded before an import
 * ran must not write its stale values back); `tax.rates`, when sent, becomes exactly that list. The
 * save is refused with 409 StaleVersion when the profile changed since the form loaded `version`:
 * checked under the company row's lock, so a concurrent save or import batch cannot slip between.
 */
export async function updateCompany(deps: AppDeps, scope: CompanyScope, companyId: string, form: UpdateForm) {
  const found = await memberCompany(deps, scope.userId, companyId);
  assertOwner({ ...scope, role: found.role });
  await deps.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId);
    const rates = await repo.taxRatesOf(tx, [companyId]);
    if (!company) throw notFound(CompanyText.notFound);
    if (profileVersion(company, rates) !== form.version) {
      throw new AppError('StaleVersion', CompanyText.staleTitle, CompanyText.stale);
    }
    const { tax, address } = form;
    const columns = definedOnly({
      name: form.name,
      email: form.email,
      phone: form.phone,
      website: form.website,
      address: address && { ...company.address, ...definedOnly(address) },
      timeZone: form.timeZone,
      currency: form.currency,
      pricesIncludeTax: tax?.pricesIncludeTax,
      taxNumber: tax?.taxNumber,
      brandColour: form.brandColour,
    });
    // A save of the tax rates alone (or of nothing) has no column to set.
    if (Object.keys(columns).length > 0) await repo.updateCompany(tx, companyId, columns);
    if (tax?.rates) await repo.replaceTaxRates(tx, companyId, tax.rates);
  });
  return getCompany(deps, scope, companyId);
}

/** The image is resized and stored first; the company then points at it, and the old file goes. */
export async function putLogo(deps: AppDeps, scope: CompanyScope, companyId: string, body: unknown) {
  const found = await memberCompany(deps, scope.userId, companyId);
  assertOwner({ ...scope, role: found.role });
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError('UnsupportedMediaType', CompanyText.logoBodyTitle, CompanyText.logoBody);
  }
  const webp = await resizeLogo(body);
  const path = await storeLogo(deps, companyId, webp);
  return { logoUrl: logoUrlOf({ ...found.company, logoPath: path }) };
}

/** The company forgets its logo; the file goes unless another company shows it (logo-files.ts). */
export async function removeLogo(deps: AppDeps, scope: CompanyScope, companyId: string) {
  const found = await memberCompany(deps, scope.userId, companyId);
  assertOwner({ ...scope, role: found.role });
  await dropLogo(deps, companyId);
  return { logoUrl: null };
}

/**
 * Owners delete a company after typing its name, never the account's last one. Every session
 * working in it moves to another company of its user (or none); the caller gets new tokens when
 * theirs moved. Rows of later features go with it through ON DELETE CASCADE on company_id; moving
 * a client or job to another company first is their feature's own call before this one.
 */
export async function deleteCompany(
  deps: AppDeps,
  options: { scope: CompanyScope; sessionId: string; companyId: string; confirmName: string },
) {
  const { scope, sessionId, companyId } = options;
  const found = await memberCompany(deps, scope.userId, companyId);
  assertOwner({ ...scope, role: found.role });
  const businessAccountId = found.company.businessAccountId;
  const moved = await moveSessionsIntoCompany(deps, async (tx, move) => {
    // Under the account's lock, so two deletions cannot together remove its last two companies.
    await lockBusinessAccount(tx, businessAccountId);
    if ((await repo.countCompanies(tx, businessAccountId)) <= 1) {
      throw new AppError('Forbidden', CompanyText.lastCompanyTitle, CompanyText.lastCompany);
    }
    if (options.confirmName.trim() !== found.company.name) {
      throw new AppError('ValidationFailed', CompanyText.confirmNameTitle, CompanyText.confirmName, {
        data: { fields: { confirmName: CompanyText.confirmName } },
      });
    }
    const sessions: { id: string; companyId: string | null }[] = [];
    for (const userId of await repo.memberIdsOf(tx, companyId)) {
      const fallback = await repo.otherCompanyOf(tx, userId, companyId);
      const ids = await move({ userId, fromCompanyId: companyId }, fallback);
      sessions.push(...ids.map((id) => ({ id, companyId: fallback })));
    }
    await repo.deleteCompany(tx, companyId);
    return sessions;
  });
  const mine = moved.find((s) => s.id === sessionId);
  if (!mine) return { switchedTo: null, tokens: null };
  return { switchedTo: mine.companyId, tokens: await issueSessionTokens(deps, sessionId) };
}
