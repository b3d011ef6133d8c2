import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
};

/** Turns a request-validation failure into field messages the form can show beside each input. */
function fieldMessages(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params?.keys ?? []) fields[key] ??= 'This field is not accepted here.';
      continue;
    }
    const path = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '(body)';
    fields[path] ??= issue.message ?? 'This value is not valid.';
  }
  return fields;
}

const clientErrors: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError(
      'UnsupportedMediaType',
      'Unsupported content type',
      'Send the request body as JSON (Content-Type: application/json).',
    ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError(
      'MalformedRequest',
      'Malformed request',
      'The Content-Length header does not match the body.',
    ),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError(
      'PayloadTooLarge',
      'Request too large',
      'The request body is larger than this endpoint accepts.',
    ),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError(
      'MalformedRequest',
      'Malformed request',
      'The request says it carries JSON but its body is empty.',
    ),
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new AppError('MalformedRequest', 'Malformed request', 'The request body is not valid JSON.'),
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation as ValidationIssue[]);
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      appError = new AppError('ValidationFailed', 'Please check the form', first, { data: { fields } });
    } else if (error.code && clientErrors[error.code]) {
      appError = clientErrors[error.code]!();
    } else if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      appError = clientErrors.FST_ERR_CTP_INVALID_JSON_BODY!();
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      appError = new AppError('MalformedRequest', 'Malformed request', error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError(
        'Internal',
        'Something went wrong',
        'Something went wrong on our side. Please try again.',
      );
    }
    void reply.code(appError.status).headers(appError.headers).send(appError.toBody());
  });
}

/**
 * Fastify answers an address it cannot route (a bad percent-escape, a path parameter over
 * `maxParamLength`) before any route or error handler runs; this gives those the error body too.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const appError = new AppError(
    'MalformedRequest',
    'Malformed request',
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is longer than this endpoint accepts.'
      : 'The address is not valid.',
  );
  void reply.code(appError.status).headers(appError.headers).send(appError.toBody());
}
