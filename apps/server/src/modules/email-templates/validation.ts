import { checkEmailTemplate, type EmailTemplateProblem } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import { findUnsafeEmailHtml } from '../../lib/email-html.ts';
import { TemplateText } from './messages.ts';

/**
 * Every problem of a template, the validate call's answer and a save's refusal alike: the shared
 * checks (required, length, characters, unknown merge fields) and, on a body that passed those,
 * each part the email sanitizer would remove, named. Nothing unsafe is silently dropped on a save.
 */
export async function templateProblems(template: {
  name?: string | undefined;
  subject: string;
  body: string;
}): Promise<EmailTemplateProblem[]> {
  const problems = checkEmailTemplate(template);
  const bodyReadable = !problems.some(
    (p) => p.field === 'body' && (p.code === 'INVALID_CHARACTERS' || p.code === 'TOO_LONG'),
  );
  if (bodyReadable) {
    for (const part of await findUnsafeEmailHtml(template.body)) {
      problems.push({
        field: 'body',
        code: 'UNSAFE_HTML',
        message: TemplateText.unsafe(part),
        fieldName: part.what,
      });
    }
  }
  return problems;
}

function refusal(errors: EmailTemplateProblem[]): AppError {
  const fields: Record<string, string> = {};
  for (const error of errors) fields[error.field] ??= error.message;
  return new AppError('ValidationFailed', TemplateText.invalidTitle, TemplateText.invalid(errors.length), {
    data: { fields, errors },
  });
}

/** A save's refusal: ValidationFailed with the problems in `data.errors` and, per field, the first. */
export async function assertValidTemplate(template: { name: string; subject: string; body: string }) {
  const errors = await templateProblems(template);
  if (errors.length > 0) throw refusal(errors);
}

/**
 * A preview renders no more than a save would keep (the request schema reads up to four times the
 * limits, so that validate can say "too long"): a longer subject or body is refused as a save
 * refuses it. Unknown merge fields are shown as written, not refused.
 */
export function assertPreviewable(texts: { subject: string; body: string }) {
  const errors = checkEmailTemplate(texts).filter((problem) => problem.code === 'TOO_LONG');
  if (errors.length > 0) throw refusal(errors);
}
