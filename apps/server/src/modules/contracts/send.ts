import { escapeHtml, renderMergeFields } from '@focal/contracts';
import { renderContractFields } from '@focal/contracts/contracts/merge-fields';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { checkedAddress } from '../../mail/headers.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { issuePortalLink } from '../portal/links.ts';
import { resolveContractFields } from './merge.ts';
import { studioOf, jobOf } from './merge-repo.ts';
import { ContractMail as M, ContractText as T } from './messages.ts';
import * as repo from './repo.ts';
import { appendMemberEvent, editContract } from './service.ts';
import { disclosureOf } from './templates.ts';

/**
 * Sending freezes the contract: its merge fields filled in from the record as it is now, the
 * result's SHA-256, and the consent disclosure of the day; then the first signer is mailed a portal
 * link that opens it (the next ones are mailed as the signatures come in). A reminder mails the
 * client whose turn it is a new link. Mails go through the company's sender and signature.
 */
type Request = { ip?: string; userAgent?: string | null | undefined };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const isBlank = (html: string) => html.replace(/<[^<>]*>|&nbsp;|\s/g, '') === '';

type Mail = { id: string; to: string };

/** The signing mail to one client signer, queued in the transaction; its id once queued. */
export async function queueSigningMail(
  tx: Db,
  deps: AppDeps,
  contract: repo.ContractRow,
  signer: repo.SignerRow,
  reminder: boolean,
): Promise<Mail | null> {
  if (signer.party !== 'client' || !signer.clientId || !signer.email) return null;
  try {
    checkedAddress(signer.email, 'to');
  } catch {
    throw new AppError('ValidationFailed', T.noClientTitle, T.noAddress(signer.name), {
      data: { fields: { signers: T.noAddress(signer.name) } },
    });
  }
  const link = await issuePortalLink(
    tx,
    {
      companyId: contract.companyId,
      clientId: signer.clientId,
      target: { kind: 'contract', id: contract.id },
    },
    deps.config.publicUrl,
  );
  const studio = await studioOf(tx, contract.companyId);
  const job = await jobOf(tx, contract.companyId, contract.jobId);
  const values = {
    client_first_name: signer.name.split(' ')[0] ?? signer.name,
    job_name: job?.name ?? '',
    studio_name: studio.name,
    contract_link: link,
  };
  const title = escapeHtml(contract.title);
  const words = `${M.opening}\n${reminder ? M.reminder(title) : M.body(title)}\n${M.closing}`;
  const count = reminder ? (await repo.eventsOf(tx, contract.companyId, contract.id)).length : 0;
  const id = await queueStudioMail(
    tx,
    {
      companyId: contract.companyId,
      to: signer.email,
      subject: (reminder ? M.reminderSubject : M.subject)(contract.title, studio.name).replace(
        /[\r\n]+/g,
        ' ',
      ),
      html: renderMergeFields(words, values, true),
      refId: contract.id,
      jobId: contract.jobId,
      idempotencyKey: `contract-${contract.id}-${signer.id}-${reminder ? `reminder-${count}` : 'sign'}`,
    },
    deps.config,
  );
  return { id, to: signer.email };
}

async function dispatched<T>(deps: AppDeps, work: (queue: (mail: Mail | null) => void) => Promise<T>) {
  let mail: Mail | null = null;
  const result = await work((queued) => (mail = queued));
  const sent = mail as Mail | null;
  if (sent) await deps.mailer.dispatch([sent.id]);
  return { ...result, mailedTo: sent?.to ?? null };
}

export function sendContract(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string },
  request: Request,
) {
  return dispatched(deps, (queue) =>
    editContract(deps.db, scope, id, body.updatedAt, async (tx, row) => {
      if (row.status !== 'draft') throw new AppError('Conflict', T.frozenTitle, T.frozen);
      if (isBlank(row.body))
        throw new AppError('ValidationFailed', T.emptyTitle, T.empty, {
          data: { fields: { body: T.empty } },
        });
      const signers = await repo.signersOf(tx, scope.companyId, id);
      if (!signers.some((s) => s.party === 'client'))
        throw new AppError('ValidationFailed', T.noClientTitle, T.noClient, {
          data: { fields: { signers: T.noClient } },
        });
      const missing = signers.find((s) => s.party === 'client' && !s.email);
      if (missing)
        throw new AppError('ValidationFailed', T.noClientTitle, T.noAddress(missing.name), {
          data: { fields: { signers: T.noAddress(missing.name) } },
        });
      const renderedHtml = renderContractFields(row.body, await resolveContractFields(tx, scope, row.jobId));
      const sent = await repo.updateContract(tx, scope.companyId, id, {
        status: 'sent',
        sentAt: new Date(),
        renderedHtml,
        bodySha256: sha256(renderedHtml),
        disclosure: await disclosureOf(tx, scope.companyId),
      });
      const mail = await queueSigningMail(tx, deps, sent, signers[0]!, false);
      queue(mail);
      await appendMemberEvent(
        tx,
        scope,
        {
          contractId: id,
          kind: 'sent',
          data: { sha256: sent.bodySha256, mailedTo: mail?.to ?? null },
        },
        request,
      );
      return sent;
    }),
  );
}

export function remindContract(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string },
  request: Request,
) {
  return dispatched(deps, (queue) =>
    editContract(deps.db, scope, id, body.updatedAt, async (tx, row) => {
      if (row.status !== 'sent') throw new AppError('Conflict', T.notSentTitle, T.notSent);
      const current = (await repo.signersOf(tx, scope.companyId, id)).find((s) => s.status === 'pending');
      if (!current || current.party !== 'client')
        throw new AppError('Conflict', T.studioTurnTitle, T.studioTurn);
      const mail = await queueSigningMail(tx, deps, row, current, true);
      queue(mail);
      await appendMemberEvent(
        tx,
        scope,
        {
          contractId: id,
          kind: 'reminded',
          data: { signer: current.name, mailedTo: mail?.to ?? null },
        },
        request,
      );
      // A reminder changes nothing of the contract but its version, so two reminders need two loads.
      return repo.updateContract(tx, scope.companyId, id, {});
    }),
  );
}
