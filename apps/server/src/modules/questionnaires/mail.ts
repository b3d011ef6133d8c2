import { escapeHtml, renderMergeFields } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { checkedAddress } from '../../mail/headers.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import { issuePortalLink } from '../portal/links.ts';
import { brandOf } from '../portal/service.ts';
import { QuestionnaireText as T } from './messages.ts';

/**
 * The mail that asks a client to fill a questionnaire, or reminds them: the studio's sender and
 * signature (queueStudioMail), the email templates' merge fields (`{{questionnaire_link}}`, …), and
 * a portal link that opens the questionnaire once (as a quote's mail does), in the caller's
 * transaction; the caller dispatches it after the commit.
 */
const WORDS = {
  send: {
    subject: 'A questionnaire from {{studio_name}}: {{job_name}}',
    opening: `<p>Hello {{client_first_name}},</p>
<p>Please fill in this questionnaire for {{job_name}}, so we can prepare everything with you:`,
  },
  remind: {
    subject: 'A reminder from {{studio_name}}: your questionnaire for {{job_name}}',
    opening: `<p>Hello {{client_first_name}},</p>
<p>A gentle reminder: your questionnaire for {{job_name}} is waiting for your answers:`,
  },
} as const;
const CLOSING = `<p>Open it here: {{questionnaire_link}}</p>
<p>Your answers are saved as you type, so you can stop and come back to it.</p>
<p>{{studio_name}}</p>`;

export type QuestionnaireMail = {
  kind: keyof typeof WORDS;
  companyId: string;
  jobId: string;
  jobName: string;
  questionnaireId: string;
  name: string;
  client: { id: string; email: string; firstName: string; fullName: string };
  /** One mail per send or reminder: the same key again is the same mail. */
  idempotencyKey: string;
};

/** The client's address, checked as the mail's header will be, before anything is written. */
function mailableAddress(to: string) {
  try {
    return checkedAddress(to, 'to');
  } catch {
    throw new AppError('ValidationFailed', T.noAddressTitle, T.unmailable(to), {
      data: { fields: { clientId: T.unmailable(to) } },
    });
  }
}

export async function queueQuestionnaireMail(tx: Db, deps: AppDeps, mail: QuestionnaireMail) {
  mailableAddress(mail.client.email);
  const link = await issuePortalLink(
    tx,
    {
      companyId: mail.companyId,
      clientId: mail.client.id,
      target: { kind: 'questionnaire', id: mail.questionnaireId },
    },
    deps.config.publicUrl,
  );
  const studio = await brandOf({ ...deps, db: tx }, mail.companyId);
  const values = {
    client_first_name: mail.client.firstName,
    client_full_name: mail.client.fullName,
    client_email: mail.client.email,
    job_name: mail.jobName,
    questionnaire_link: link,
    studio_name: studio.name,
  };
  const words = WORDS[mail.kind];
  // The values are escaped by the renderer; the questionnaire's name here.
  const html = `${renderMergeFields(words.opening, values, true)} <strong>${escapeHtml(mail.name)}</strong>.</p>
${renderMergeFields(CLOSING, values, true)}`;
  return queueStudioMail(
    tx,
    {
      companyId: mail.companyId,
      to: mail.client.email,
      subject: renderMergeFields(words.subject, values, false),
      html,
      refId: mail.questionnaireId,
      jobId: mail.jobId,
      idempotencyKey: mail.idempotencyKey,
    },
    deps.config,
  );
}
