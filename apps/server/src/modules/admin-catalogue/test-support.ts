import type { Api } from '../../test/api-test.ts';
import { auditLogPage } from '../admin-audit/service.ts';

/** The audit entries about one target, oldest first. */
export async function auditOf(api: Api, targetKind: string, targetId: string) {
  const { entries } = await auditLogPage(api.deps.db, { targetKind, targetId, limit: 100 });
  return entries.reverse();
}
