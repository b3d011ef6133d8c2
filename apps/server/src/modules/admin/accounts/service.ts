import {
  type AdminAccountAction,
  type AdminAccountDetail,
  type AdminAccountSummary,
  ApiRoutes,
  fillPath,
  type PlanTier,
  type ResourceLink,
  type SubscriptionStatus,
} from '@focal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../http/app-error.ts';
import { findUserById } from '../../users/service.ts';
import { decodeCursor, encodeCursor } from '../../../http/keyset-cursor.ts';
import { AdminText } from '../messages.ts';
import {
  type AccountQuery,
  type AccountRow,
  companiesOf,
  membersOfAccount,
  ownedBusinessAccount,
  recentSessions,
  recentTasks,
  searchAccounts,
} from './repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

function queryOf(q: string): AccountQuery {
  if (q === '') return { kind: 'all' };
  if (UUID.test(q)) return { kind: 'id', id: q.toLowerCase() };
  return { kind: 'text', text: q };
}

function summaryOf(row: AccountRow): AdminAccountSummary {
  const companies = typeof row.companies === 'string' ? JSON.parse(row.companies) : row.companies;
  return {
    userId: row.id,
    email: row.email,
    fullName: `${row.first_name} ${row.last_name}`,
    role: row.business_account_id ? 'OWNER' : row.company_count > 0 ? 'MEMBER' : 'NONE',
    companies,
    companyCount: row.company_count,
    businessAccountId: row.business_account_id,
    planTier: row.plan_tier as PlanTier | null,
    subscriptionStatus: row.status as SubscriptionStatus | null,
    disabled: row.disabled,
    createdAt: new Date(row.cursor_at).toISOString(),
  };
}

/** Newest first; one row more than the page says whether another page follows. */
export async function searchAccountList(
  deps: AppDeps,
  options: { q: string; after?: string; limit: number },
) {
  const after = decodeCursor(options.after, 'after');
  const rows = await searchAccounts(deps.db, { query: queryOf(options.q), after, limit: options.limit + 1 });
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    accounts: page.map(summaryOf),
    nextCursor:
      rows.length > options.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

const link = (route: { method: string; path: string }, params: Record<string, string>): ResourceLink => ({
  url: fillPath(route.path, params),
  method: route.method,
});

/** What the console may offer now, computed here so the page never re-derives it. */
function actionsFor(
  user: { id: string; disabledAt: Date | null; emailConfirmedAt: Date | null },
  account: { id: string; status: string } | undefined,
) {
  const actions: Partial<Record<AdminAccountAction, ResourceLink>> = {};
  const userId = { userId: user.id };
  if (user.disabledAt) actions.ENABLE = link(ApiRoutes.adminEnableUser, userId);
  else actions.DISABLE = link(ApiRoutes.adminDisableUser, userId);
  if (!user.emailConfirmedAt) actions.RESEND_CONFIRMATION = link(ApiRoutes.adminResendConfirmation, userId);
  if (account) {
    if (account.status === 'trialing') {
      actions.EXTEND_TRIAL = link(ApiRoutes.adminUpdateTrial, { id: account.id });
      actions.END_TRIAL = link(ApiRoutes.adminUpdateTrial, { id: account.id });
    }
    actions.CHANGE_PLAN = link(ApiRoutes.adminChangePlan, { id: account.id });
  }
  return actions;
}

export async function accountDetail(deps: AppDeps, userId: string): Promise<AdminAccountDetail> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(AdminText.user);
  const [account, companies, sessions] = await Promise.all([
    ownedBusinessAccount(deps.db, userId),
    companiesOf(deps.db, userId),
    recentSessions(deps.db, userId),
  ]);
  const [members, tasks] = await Promise.all([
    account ? membersOfAccount(deps.db, account.id) : [],
    recentTasks(
      deps.db,
      companies.map((c) => c.id),
    ),
  ]);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      confirmed: user.emailConfirmedAt !== null,
      disabled: user.disabledAt !== null,
      disabledAt: iso(user.disabledAt),
      createdAt: user.createdAt.toISOString(),
      country: user.country,
      timeZone: user.timeZone,
    },
    businessAccount: account ? { ...account, accessTill: iso(account.accessTill) } : null,
    companies,
    members: members.map(({ firstName, lastName, ...member }) => ({
      ...member,
      fullName: `${firstName} ${lastName}`,
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      revokedAt: iso(s.revokedAt),
    })),
    backgroundTasks: tasks.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    actions: actionsFor(user, account),
  };
}
