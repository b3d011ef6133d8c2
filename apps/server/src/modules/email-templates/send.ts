import { renderEmailTemplate, SAMPLE_MERGE_VALUES, type SendEmailTemplateRequest } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { sanitizeEmailHtml } from '../../lib/email-html.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import type { CompanyScope } from '../auth/guards.ts';
import * as repo from './repo.ts';
import { findTemplate } from './service.ts';

/** Template mails one company may send in an hour: a studio's day, not a spammer's. */
export const TEMPLATE_SENDS: Limit = { bucket: 'template-send', max: 100, windowMs: 60 * 60_000 };

/**
 * The merge values a sent template knows: the studio's name, email and phone, the sender's first
 * name, today's date in the studio's time zone, and the recipient's address as the client's email.
 * The product has no clients, jobs or invoices yet, so their fields carry the samples.
 */
async function knownValues(deps: AppDeps, scope: CompanyScope, to: string): Promise<Record<string, string>> {
  const { company, firstName } = await repo.senderFacts(deps.db, scope.companyId, scope.userId);
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: company.timeZone }).format(
    new Date(),
  );
  return {
    ...SAMPLE_MERGE_VALUES,
    client_email: to,
    studio_name: company.name,
    studio_email: company.email,
    studio_phone: company.phone ?? '',
    photographer_first_name: firstName,
    todays_date: today,
  };
}

/**
 * "Use a template": renders it and queues one studio mail (the company's sender and signature,
 * through the outbox); the same idempotency key again is the same mail, not a second one.
 */
export async function sendTemplate(deps: AppDeps, scope: CompanyScope, body: SendEmailTemplateRequest) {
  const template = await findTemplate(deps, scope, body.id);
  await consume(deps.db, TEMPLATE_SENDS, scope.companyId);
  const rendered = renderEmailTemplate(
    { subject: template.subject, body: template.bodyHtml },
    await knownValues(deps, scope, body.to),
  );
  const html = await sanitizeEmailHtml(rendered.html);
  const mailId = await queueStudioMail(
    deps.db,
    {
      companyId: scope.companyId,
      to: body.to,
      subject: rendered.subject,
      html,
      idempotencyKey: `template-send:${body.idempotencyKey}`,
      refId: template.id,
    },
    deps.config,
  );
  await deps.mailer.dispatch([mailId]);
  return { queued: true, to: body.to, subject: rendered.subject };
}
