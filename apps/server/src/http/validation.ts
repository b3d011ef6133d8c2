import type { z } from 'zod';
import { AppError } from './app-error.ts';

const NOT_ACCEPTED = 'This field is not accepted here.';

/**
 * A form a service checked itself (its rules depend on the account) answers like a request the
 * route's schema refused: 400 ValidationFailed with `data.fields` (field → message).
 */
export function validationFailed(error: z.ZodError, title = 'Please check the form'): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= NOT_ACCEPTED;
      continue;
    }
    fields[issue.path.join('.') || '(body)'] ??= issue.message;
  }
  return new AppError('ValidationFailed', title, Object.values(fields)[0] ?? 'The request is not valid.', {
    data: { fields },
  });
}
