/**
 * The account context: who the user is, the company the session works in, its business account,
 * subscription and the user's role there, read in one query. The auth guards, bootstrap and the
 * subscription module read it from here; each API process caches it until a change is notified.
 */
import type { AppDeps } from '../../deps.ts';
import { type AccountContext, companyContext } from './repo.ts';

export type { AccountContext } from './repo.ts';
export { notifyContextChanged } from './repo.ts';

/** The context, cached; undefined when the user is not (or no longer) a member of the company. */
export function accountContext(
  deps: AppDeps,
  userId: string,
  companyId: string,
): Promise<AccountContext | undefined> {
  return deps.contextCache.get(userId, companyId, () => companyContext(deps.db, userId, companyId));
}

/** The context read from the database, past the cache (right after the session moved company). */
export function freshAccountContext(
  deps: AppDeps,
  userId: string,
  companyId: string,
): Promise<AccountContext | undefined> {
  return companyContext(deps.db, userId, companyId);
}
