import { type BrandsData, type createCompanyRequestSchema, PlanLimitText } from '@focal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { fileUrl } from '../../storage/file-store.ts';
import { assertOwner, type CompanyScope, type RequestAuth } from '../auth/guards.ts';
import { issueSessionTokens } from '../auth/service.ts';
import { moveSessionsIntoCompany } from '../auth/move-session.ts';
import { queueCompanyImport, startQueuedImport } from '../imports/service.ts';
import { addMembers, companyOfMember } from '../memberships/service.ts';
import { assertWithinLimit, lockBusinessAccount, planTierOf } from '../account-billing/plans/limits.ts';
import { addCompanyActions } from './actions.ts';
import { CompanyText } from './messages.ts';
import * as repo from './repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company behind an id in a path, only for its members: anyone else gets 404, never 403. */
export async function memberCompany(deps: AppDeps, userId: string, companyId: string) {
  const found = UUID.test(companyId) ? await companyOfMember(deps.db, userId, companyId) : undefined;
  if (!found) throw notFound(CompanyText.notFound);
  return found;
}

export const logoUrlOf = (company: repo.Company) => (company.logoPath ? fileUrl(company.logoPath) : null);

/** The user dropdown (ACCOUNT_BRANDS): every company the user works in, and whether they may add one. */
export async function brands(deps: AppDeps, scope: CompanyScope): Promise<BrandsData> {
  const [rows, actions] = await Promise.all([
    repo.companiesOfUser(deps.db, scope.userId),
    addCompanyActions(deps.db, scope),
  ]);
  return {
    authorizedCompanies: {
      brands: rows.map(({ company }) => ({
        id: company.id,
        name: company.name,
        companyId: company.id,
        companyName: company.name,
        logoUrl: logoUrlOf(company),
        selected: company.id === scope.companyId,
        email: company.email,
      })),
    },
    actions,
  };
}

/**
 * Moves the session into another company of the user. Its live access tokens keep naming the old
 * one: the revocation list makes them work in the new one, so a tab still sending the old company's
 * header is refused (CompanyMismatch) instead of writing into the wrong company.
 */
export async function switchCompany(deps: AppDeps, auth: RequestAuth, companyId: string) {
  await memberCompany(deps, auth.subjectId, companyId);
  if (companyId !== auth.companyId) {
    await moveSessionsIntoCompany(deps, (_tx, move) => move({ sessionId: auth.sessionId }, companyId));
  }
  return issueSessionTokens(deps, auth.sessionId);
}

/**
 * A new company in the current business account, within the plan's limit (checked under the
 * account's lock, so parallel creations cannot pass it together). The business account's owner and
 * the creating owner become its owners; the session moves into it; an import, if asked, is queued
 * in the same transaction and started once it is committed.
 */
export async function createCompany(
  deps: AppDeps,
  options: {
    scope: CompanyScope;
    sessionId: string;
    form: z.output<typeof createCompanyRequestSchema>;
    log: FastifyBaseLogger;
  },
) {
  const { scope, sessionId, form } = options;
  assertOwner(scope);
  const created = await moveSessionsIntoCompany(deps, async (tx, move) => {
    await lockBusinessAccount(tx, scope.businessAccountId);
    const tier = await planTierOf(tx, scope.businessAccountId);
    assertWithinLimit({
      tier,
      feature: 'COMPANIES',
      count: await repo.countCompanies(tx, scope.businessAccountId),
      title: CompanyText.limitTitle,
      message: PlanLimitText.companiesMax,
    });
    const current = await companyOfMember(tx, scope.userId, scope.companyId);
    if (!current) throw notFound(CompanyText.notFound);
    const company = await repo.insertCompany(
      tx,
      {
        businessAccountId: scope.businessAccountId,
        name: form.name,
        email: form.email,
        timeZone: current.company.timeZone,
        currency: current.company.currency,
      },
      form.toImportData?.types,
    );
    const accountOwner = await repo.accountOwnerOf(tx, scope.businessAccountId);
    const owners = new Set([scope.userId, ...(accountOwner ? [accountOwner] : [])]);
    await addMembers(
      tx,
      company.id,
      [...owners].map((userId) => ({ userId, role: 'owner' as const })),
    );
    const taskId = form.toImportData
      ? await queueCompanyImport(deps, tx, {
          businessAccountId: scope.businessAccountId,
          targetCompanyId: company.id,
          userId: scope.userId,
          request: form.toImportData,
        })
      : null;
    await move({ sessionId }, company.id);
    return { companyId: company.id, taskId };
  });
  const tokens = await issueSessionTokens(deps, sessionId);
  if (created.taskId) {
    // The company exists either way; a task not handed over now is picked up when the workers resume.
    await startQueuedImport(deps, created.taskId).catch((error: unknown) =>
      options.log.error({ err: error, taskId: created.taskId }, 'could not start the company import'),
    );
  }
  return {
    data: { companyId: created.companyId, tokens, taskId: created.taskId },
    ...(created.taskId ? { successPreferences: { backgroundTasks: { reloadRequired: true } } } : {}),
  };
}
