import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * The trail's 'opened': a client opened the portal by the link mailed with a contract (called by
 * the portal in the link's transaction). Nothing for a link to a contract they do not sign.
 */
export async function noteContractOpened(
  tx: Db,
  opened: { companyId: string; contractId: string; clientId: string; ip: string; userAgent: string | null },
) {
  const contract = await repo.contractOfSigner(tx, opened.companyId, opened.clientId, opened.contractId);
  if (!contract) return;
  const signer = (await repo.signersOf(tx, opened.companyId, contract.id)).find(
    (s) => s.clientId === opened.clientId,
  );
  await repo.appendEvent(tx, {
    companyId: opened.companyId,
    contractId: contract.id,
    kind: 'opened',
    actorKind: 'client',
    actorClientId: opened.clientId,
    actorName: signer?.name ?? null,
    ipAddress: opened.ip,
    userAgent: opened.userAgent?.slice(0, 500) ?? null,
  });
}
