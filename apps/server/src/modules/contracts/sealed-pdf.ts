import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import type { PortalScope } from '../portal/session.ts';
import { ContractText as T, SealMail } from './messages.ts';
import * as repo from './repo.ts';
import { getContract } from './service.ts';

/** A sealed contract's PDF, for the studio and for a client who signs it; NotFound until sealed. */
const notSealed = () => new AppError('NotFound', T.notSealedTitle, T.notSealed);

async function read(deps: AppDeps, contract: repo.ContractRow | undefined) {
  if (!contract?.sealedPdfPath) throw notSealed();
  const file = await deps.files.open(contract.sealedPdfPath);
  if (!file) throw notSealed();
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), fileName: SealMail.fileName(contract.title) };
}

export async function studioSealedPdf(deps: AppDeps, scope: CompanyScope, id: string) {
  await getContract(deps.db, scope, id); // readable: the company's, its record within the plan
  return read(deps, await repo.findContract(deps.db, scope.companyId, id));
}

export async function portalSealedPdf(deps: AppDeps, scope: PortalScope, id: string) {
  const contract = await repo.contractOfSigner(deps.db, scope.companyId, scope.clientId, id);
  if (!contract) throw new AppError('NotFound', T.notFoundTitle, T.notFound);
  return read(deps, contract);
}
