import type { SignatureInput } from '@focal/contracts/contracts/signing';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import * as repo from './repo.ts';
import { editContract } from './service.ts';
import { afterSignature, type Origin, recordSignature, type Signed, turnOf } from './signing.ts';

/**
 * The studio's signature: the owner named as its signer, on the studio's turn (the clients have
 * signed), in the studio's app. Their membership is checked again now: one who is no longer an owner
 * may not sign for the company.
 */
export async function signAsStudio(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; signature: SignatureInput },
  origin: Origin,
) {
  let signed: Signed | null = null;
  let row: repo.ContractRow | null = null;
  const view = await editContract(deps.db, scope, id, body.updatedAt, async (tx, contract) => {
    const owners = await repo.ownersOf(tx, scope.companyId);
    const signer = await turnOf(
      tx,
      contract,
      (s) =>
        s.party === 'studio' && s.userId === scope.userId && owners.some((o) => o.userId === scope.userId),
    );
    signed = await recordSignature(tx, deps, contract, signer, body.signature, origin);
    row = contract;
  });
  if (signed && row) await afterSignature(deps, row, signed);
  return view;
}
