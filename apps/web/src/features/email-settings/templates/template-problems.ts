import type { EmailTemplateProblem } from '@focal/contracts/email-template-fields';
import { isApiError } from '../../../shared/http/api-error';

export type Problems = readonly EmailTemplateProblem[];

/**
 * A save refused for the template's content answers ValidationFailed with `data.errors` as validate
 * lists them: those go next to their fields; any other error is not a problem of the template.
 */
export function problemsOf(error: unknown): Problems | null {
  if (!isApiError(error) || error.code !== 'ValidationFailed') return null;
  const errors = (error.body.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors as Problems) : null;
}

/** The messages of one field's problems, one sentence each. */
export const messagesFor = (problems: Problems, field: EmailTemplateProblem['field']) =>
  problems.filter((problem) => problem.field === field).map((problem) => problem.message);

export const errorText = (messages: string[]) => (messages.length > 0 ? messages.join(' · ') : undefined);
