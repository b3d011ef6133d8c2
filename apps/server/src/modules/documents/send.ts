import type { MergeValues } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { issuePortalLink } from '../portal/links.ts';
import { queueDocumentMail, type DocumentMail } from './mail.ts';

type Recipient = { clientId: string; email: string; firstName: string; fullName: string };

/** What the document adds to the mail once its link exists. */
type Composed = Pick<DocumentMail, 'jobId' | 'pdf' | 'idempotencyKey' | 'message'> & { values: MergeValues };

type MailRequest = {
  kind: DocumentMail['kind'];
  companyId: string;
  documentId: string;
  /** The record's main client, or null when the studio hands it over itself or has no address. */
  recipient: Recipient | null;
  compose: (link: string) => Promise<Composed>;
};

/** Queues the mail inside the caller's transaction; nothing when there is no recipient. */
export type QueueMail = (tx: Db, request: MailRequest) => Promise<void>;

/**
 * A send of a quote or an invoice: `edit` runs the document's transaction and may queue its mail
 * there (a portal link that opens it, its PDF, the client's names as merge fields, the studio's
 * message above the link); the mail leaves after the commit. A client without an address gets no
 * mail: `mailedTo` says so.
 */
export async function sendDocument<D>(
  deps: AppDeps,
  edit: (queueMail: QueueMail) => Promise<D>,
): Promise<D & { mailedTo: string | null }> {
  let mail: { id: string; to: string } | null = null;
  const document = await edit(async (tx, { kind, companyId, documentId, recipient, compose }) => {
    if (!recipient) return;
    // The mail's link opens the client's portal once, at this document (docs/decisions/client-portal.md).
    const link = await issuePortalLink(
      tx,
      { companyId, clientId: recipient.clientId, target: { kind, id: documentId } },
      deps.config.publicUrl,
    );
    const { values, ...rest } = await compose(link);
    const mailId = await queueDocumentMail(tx, deps, {
      kind,
      companyId,
      documentId,
      to: recipient.email,
      values: {
        client_first_name: recipient.firstName,
        client_full_name: recipient.fullName,
        client_email: recipient.email,
        ...values,
      },
      ...rest,
    });
    mail = { id: mailId, to: recipient.email };
  });
  const queued = mail as { id: string; to: string } | null;
  if (queued) await deps.mailer.dispatch([queued.id]);
  return { ...document, mailedTo: queued?.to ?? null };
}
