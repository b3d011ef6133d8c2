import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { moveSessionsOutOfCompany, setSessionCompany } from './repo.ts';

/** Which sessions move: one session, or every live session of a user that works in a company. */
type SessionsToMove = { sessionId: string } | { userId: string; fromCompanyId: string };

/** Moves the sessions and returns the ids of those it moved. */
export type MoveSessions = (sessions: SessionsToMove, companyId: string | null) => Promise<string[]>;

/**
 * The one way a session moves into another company (null: none left), for a switch, a removal from
 * a company and a deleted company. `work` runs in one transaction with the caller's own changes and
 * calls `move`. Live access tokens still name the old company: once the transaction commits, the
 * revocation list learns each move, so those tokens work in the new company at once and a tab still
 * sending the old company's header is refused (CompanyMismatch) instead of writing into it. Other API
 * processes learn it by polling, within a second.
 */
export async function moveSessionsIntoCompany<T>(
  deps: AppDeps,
  work: (tx: Db, move: MoveSessions) => Promise<T>,
): Promise<T> {
  const moved: { id: string; companyId: string | null }[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const move: MoveSessions = async (sessions, companyId) => {
      if ('sessionId' in sessions) {
        await setSessionCompany(tx, sessions.sessionId, companyId);
        moved.push({ id: sessions.sessionId, companyId });
        return [sessions.sessionId];
      }
      const ids = await moveSessionsOutOfCompany(tx, sessions.userId, sessions.fromCompanyId, companyId);
      moved.push(...ids.map((id) => ({ id, companyId })));
      return ids;
    };
    return work(tx, move);
  });
  for (const session of moved) deps.revocations.companyChanged(session.id, session.companyId);
  return result;
}
