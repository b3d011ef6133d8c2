import { escapeHtml, renderMergeFields, type MergeValues } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { checkedAddress } from '../../mail/headers.ts';
import { AppError } from '../../http/app-error.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import { PRIVATE_FOLDER, putContentAddressed } from '../../storage/file-store.ts';

/**
 * The mail that sends a client a quote or an invoice: the studio's words with the merge fields of
 * the email templates (`{{quote_link}}`, `{{invoice_amount}}`, …), the document's PDF attached
 * (kept in private file storage, read when the mail is delivered), through the company's own
 * sender and signature (queueStudioMail), in the caller's transaction.
 */
const WORDS = {
  quote: {
    subject: 'Your quote from {{studio_name}}: {{job_name}}',
    opening: `<p>Hello {{client_first_name}},</p>
<p>Here is your quote {{quote_number}} for {{job_name}}: {{quote_amount}}.</p>`,
    closing: `<p>See it, and choose what suits you, here: {{quote_link}}</p>
<p>It is attached as a PDF too.</p>
<p>{{studio_name}}</p>`,
  },
  invoice: {
    subject: 'Invoice {{invoice_number}} from {{studio_name}}',
    opening: `<p>Hello {{client_first_name}},</p>
<p>Here is invoice {{invoice_number}} for {{job_name}}: {{invoice_amount}}, due {{invoice_due_date}}.</p>`,
    closing: `<p>See it here: {{invoice_link}}</p>
<p>It is attached as a PDF too.</p>
<p>{{studio_name}}</p>`,
  },
} as const;

/**
 * The studio's message to the client (the content's `message`) between the opening and the link:
 * escaped, its line breaks kept, never read for merge fields (it is the studio's text as written).
 */
function messageHtml(message: string) {
  const text = message.trim();
  return text ? `\n<p>${escapeHtml(text).replace(/\r?\n/g, '<br>\n')}</p>` : '';
}

/** The mail's subject and HTML body: the words with the merge values, the message above the link. */
function documentMailBody(kind: DocumentMail['kind'], values: MergeValues, message: string) {
  const words = WORDS[kind];
  return {
    subject: renderMergeFields(words.subject, values, false),
    html: `${renderMergeFields(words.opening, values, true)}${messageHtml(message)}\n${renderMergeFields(words.closing, values, true)}`,
  };
}

export type DocumentMail = {
  kind: 'quote' | 'invoice';
  companyId: string;
  jobId: string;
  documentId: string;
  to: string;
  values: MergeValues;
  /** The studio's message on the document ('' for none). */
  message: string;
  pdf: { bytes: Buffer; fileName: string };
  /** One mail per send: the same key again is the same mail. */
  idempotencyKey: string;
};

/**
 * The client's stored address, checked as the mail's header will be before anything is written: a
 * client form accepts some an SMTP server refuses ("anna@example..com"), and the caller's
 * transaction (the issue) rolls back with a message that says what to do, not "Invalid email".
 */
function mailableAddress(to: string, kind: DocumentMail['kind']) {
  try {
    return checkedAddress(to, 'to');
  } catch {
    throw new AppError(
      'ValidationFailed',
      "The client's email can't be used",
      `${to} cannot be mailed to. Correct it on the client's page, or mark the ${kind} as sent without emailing it.`,
      { data: { fields: { to: 'not an address mail can be sent to' } } },
    );
  }
}

export async function queueDocumentMail(tx: Db, deps: Pick<AppDeps, 'files' | 'config'>, mail: DocumentMail) {
  mailableAddress(mail.to, mail.kind);
  const path = await putContentAddressed(deps.files, `${PRIVATE_FOLDER}/documents`, 'bin', mail.pdf.bytes);
  // The renderer escapes every value in the HTML (they are the studio's and the client's texts).
  const rendered = documentMailBody(mail.kind, mail.values, mail.message);
  return queueStudioMail(
    tx,
    {
      companyId: mail.companyId,
      to: mail.to,
      subject: rendered.subject,
      html: rendered.html,
      refId: mail.documentId,
      jobId: mail.jobId,
      idempotencyKey: mail.idempotencyKey,
      attachments: [{ fileName: mail.pdf.fileName, path, contentType: 'application/pdf' }],
    },
    deps.config,
  );
}
