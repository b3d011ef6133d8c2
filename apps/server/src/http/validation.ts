import { INVALID_CHARACTERS, isMultiLineSafe, NESTED_TOO_DEEP } from '@focal/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

const NOT_ACCEPTED = 'This field is not accepted here.';
const CHECK_THE_FORM = 'Please check the form';
/** A body past this gets turns of the event loop between its passes (registerControlCharacterCheck). */
const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * A form a service checked itself (its rules depend on the account) answers like a request the
 * route's schema refused: 400 ValidationFailed with `data.fields` (field → message).
 */
export function validationFailed(error: z.ZodError, title = CHECK_THE_FORM): AppError {
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

/** One field a service refused: 400 ValidationFailed naming it, as a schema's refusal does. */
export const fieldError = (field: string, message: string, title = CHECK_THE_FORM) =>
  new AppError('ValidationFailed', title, message, { data: { fields: { [field]: message } } });

/**
 * Deeper than this, a request's JSON is refused before anything walks it (no form of ours nests
 * past a few levels): a walk that recursed once per level overflowed the stack on 10,000 nested
 * `[`, a 500 (issue 29 §8). The body itself is the first level.
 */
export const MAX_JSON_DEPTH = 64;

type Found = { path: string; message: string };

/**
 * The first string (or object key) holding a control character other than tab and newline, or the
 * first value nested deeper than MAX_JSON_DEPTH, in the order a recursive walk meets them; undefined
 * when there is none. One-line fields refuse tab and newline as well, in their shared schemas.
 * Iterative: an explicit stack of what is left to read, so no input reaches the call stack's depth.
 */
function firstProblem(root: unknown): Found | undefined {
  type Item = { value: unknown; path: string; depth: number; key?: string };
  const stack: Item[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth, key } = stack.pop()!;
    if (key !== undefined && !isMultiLineSafe(key)) return { path, message: INVALID_CHARACTERS };
    if (typeof value === 'string') {
      if (!isMultiLineSafe(value)) return { path: path || '(body)', message: INVALID_CHARACTERS };
      continue;
    }
    // An upload's bytes (a multipart body) are checked by their own parser: walked here byte by
    // byte, a 3 MB file held the loop about 3 s (issue 29 §2).
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    // Named by its first segment: the form's field, not a path 64 segments long.
    if (depth + 1 > MAX_JSON_DEPTH) return { path: path.split('.')[0] || '(body)', message: NESTED_TOO_DEEP };
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [childKey, child] = entries[i]!;
      stack.push({
        value: child,
        path: path ? `${path}.${childKey}` : childKey,
        depth: depth + 1,
        key: childKey,
      });
    }
  }
  return undefined;
}

/**
 * The one check every route gets, including a route added tomorrow with a plain z.string(): a NUL
 * reaching PostgreSQL is an error there (a 500), so params, query and a declared JSON body holding a
 * control character are refused before validation, as any invalid field (400 ValidationFailed).
 * A body a route reads raw (a signed webhook) or as bytes (an upload) is left to that route.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const bodyDeclared = Boolean(request.routeOptions.schema?.body);
    // A large body (a photo as base64, up to 7 MB) costs a linear pass each in JSON.parse, this walk
    // and the route's schema, 15-20 ms apiece: the loop gets a turn between them, so no request
    // holds it for their sum (issue 29 §1: over 60 ms in one turn).
    const large = Number(request.headers['content-length']) > LARGE_BODY_BYTES;
    if (large) await nextTurn();
    const found =
      firstProblem(request.params) ??
      firstProblem(request.query) ??
      (bodyDeclared ? firstProblem(request.body) : undefined);
    if (large) await nextTurn();
    if (found === undefined) return;
    throw fieldError(found.path, found.message);
  });
}
