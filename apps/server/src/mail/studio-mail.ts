import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { htmlToText, companySignature, withSignature } from './signature.ts';
import { type MailAttachment, queueMail, type MailKind } from './repo.ts';

export type StudioMail = {
  companyId: string;
  to: string;
  subject: string;
  /** Sanitised by the caller (a template's body is, on save); the signature is added here. */
  html: string;
  /** Without it, the text is read out of the HTML. */
  text?: string;
  kind?: Extract<MailKind, 'studio' | 'smtp_test'>;
  /**
   * The caller's name for this one message (a request id, `invoice-<id>-reminder-1`): queueing the
   * same key again returns the first row's id and queues nothing. Keys are per company.
   */
  idempotencyKey: string;
  /** The row the mail is about (an invoice, a template). */
  refId?: string | null;
  /** The lead or job it is about (its Emails tab lists it). */
  jobId?: string | null;
  /** Files already in file storage (`private/`), read when the mail is delivered. */
  attachments?: MailAttachment[];
};

/**
 * A studio's mail to its client, in the caller's transaction, with the company's signature added
 * now, so the log shows what was sent. From and Reply-To are the company's, chosen by its mode when
 * the worker delivers it. After the commit the caller hands the id to `deps.mailer.dispatch`.
 */
export async function queueStudioMail(
  db: Db,
  mail: StudioMail,
  config: { publicUrl: string },
): Promise<string> {
  if (!/^[\x21-\x7e]{1,200}$/.test(mail.idempotencyKey))
    throw new AppError('ValidationFailed', 'Invalid email', 'The email has no usable idempotency key.', {
      data: { fields: { idempotencyKey: 'printable characters, 1 to 200' } },
    });
  const signature = await companySignature(db, config.publicUrl, mail.companyId);
  const body = withSignature({ html: mail.html, text: mail.text ?? htmlToText(mail.html) }, signature);
  return queueMail(db, {
    kind: mail.kind ?? 'studio',
    companyId: mail.companyId,
    refId: mail.refId ?? null,
    jobId: mail.jobId ?? null,
    attachments: mail.attachments ?? [],
    to: mail.to,
    subject: mail.subject,
    html: body.html,
    text: body.text,
    // The outbox's key is unique across companies: one company's key never finds another's row.
    idempotencyKey: `${mail.companyId}:${mail.idempotencyKey}`,
  });
}
