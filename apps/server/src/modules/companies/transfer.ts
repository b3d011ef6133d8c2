import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { assertOwner } from '../auth/guards.ts';
import { companyOfMember } from './repo.ts';

/**
 * Moving a record (a client, a job) to another company of the same business account: the
 * extension point the clients and jobs issues fill in. A kind registers once, e.g.
 *
 *   registerTransferKind({ kind: 'CLIENT', move: (tx, m) => clientsRepo.moveClient(tx, m) });
 *
 * `move` runs inside one transaction, must touch only the row `id` of `fromCompanyId` (returning
 * false when there is none there, which answers 404), and moves what hangs off it (a job's
 * invoices, a client's jobs) in the same transaction. The route that calls `transferToCompany`
 * comes with the first kind; the rules it must keep live here, tested once for every kind.
 */
export type TransferMove = { id: string; fromCompanyId: string; toCompanyId: string };
export type TransferKind = { kind: string; move: (tx: Db, move: TransferMove) => Promise<boolean> };

const kinds = new Map<string, TransferKind>();

export function registerTransferKind(kind: TransferKind): void {
  if (kinds.has(kind.kind)) throw new Error(`transfer kind ${kind.kind} registered twice`);
  kinds.set(kind.kind, kind);
}

export const transferKinds = () => [...kinds.keys()];

/** Owners only; the target must be another company of the same account that the user belongs to. */
export async function transferToCompany(
  deps: AppDeps,
  scope: CompanyScope,
  request: { kind: string; id: string; toCompanyId: string },
): Promise<void> {
  assertOwner(scope);
  const kind = kinds.get(request.kind);
  if (!kind) throw notFound('That kind of record');
  const target = await companyOfMember(deps.db, scope.userId, request.toCompanyId);
  if (!target || target.company.businessAccountId !== scope.businessAccountId) throw notFound('That company');
  if (target.company.id === scope.companyId) return;
  const moved = await deps.db.transaction((tx) =>
    kind.move(tx, { id: request.id, fromCompanyId: scope.companyId, toCompanyId: target.company.id }),
  );
  if (!moved) throw notFound();
}
