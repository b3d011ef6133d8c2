import { INVALID_CHARACTERS, isMultiLineSafe } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
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

/**
 * The path of the first string (or object key) holding a control character other than tab and
 * newline, or undefined. One-line fields refuse those two as well, in their shared schemas.
 */
function forbiddenAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isMultiLineSafe(value) ? undefined : path || '(body)';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isMultiLineSafe(key)) return at;
    const found = forbiddenAt(child, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * The one check every route gets, including a route added tomorrow with a plain z.string(): a NUL
 * reaching PostgreSQL is an error there (a 500), so params, query and a declared JSON body holding a
 * control character are refused before validation, as any invalid field (400 ValidationFailed).
 * A body a route reads raw (a signed webhook) is left to that route.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const bodyDeclared = Boolean(request.routeOptions.schema?.body);
    const field =
      forbiddenAt(request.params, '') ??
      forbiddenAt(request.query, '') ??
      (bodyDeclared ? forbiddenAt(request.body, '') : undefined);
    if (field === undefined) return;
    throw new AppError('ValidationFailed', 'Please check the form', INVALID_CHARACTERS, {
      data: { fields: { [field]: INVALID_CHARACTERS } },
    });
  });
}
