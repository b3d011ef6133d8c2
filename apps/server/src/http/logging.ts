import { isApiPath } from '@focal/contracts';
import { type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
/** Where a log is written (Fastify's logger `stream`); a test passes one it reads back. */
export type LogStream = LoggerOptions['stream'];

/**
 * What the log may say about an error: its kind, code, message and stack frames, and the same of its
 * cause — nothing else. Drizzle wraps a database error with the SQL text and its parameters (argon2
 * hashes, emails, names) in its fields and in its message; PostgreSQL's `detail` repeats the values
 * ("Key (email)=(…) already exists"); a payment library's error carries the request it made. So
 * properties are listed in, never out.
 */
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: SafeError;
};

const stackFrames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown non-error value', stack: '' };
  const fields = error as Error & { code?: unknown };
  // DrizzleQueryError's message is "Failed query: <sql>\nparams: <values>": the SQL stays out too.
  // (PGlite's own error keeps PostgreSQL's message; its query and params fields are not listed.)
  const wrapsQuery = error.message.startsWith('Failed query:');
  const safe: SafeError = {
    type: error.name.toLowerCase() === 'error' ? error.constructor.name : error.name,
    message: wrapsQuery ? 'Failed query' : error.message,
    stack: stackFrames(error.stack),
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') safe.code = String(fields.code);
  if (error.cause !== undefined && depth < 5) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** The address without its query string's values: tokens travel in links (?token=…). */
function safeUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return path!;
  const keys = [...new URLSearchParams(query).keys()];
  return `${path}?${keys.map((key) => `${encodeURIComponent(key)}=[redacted]`).join('&')}`;
}

/**
 * The address with the value of each path parameter named like a token replaced: a link's token in
 * the path (an invitation, an OAuth sign-up to complete) is as secret as one in the query.
 */
function withoutPathTokens(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (!pattern || !/:\w*token/i.test(pattern)) return request.url;
  const params = (request.params ?? {}) as Record<string, string>;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    /token/i.test(name) ? '[redacted]' : encodeURIComponent(params[name] ?? ''),
  );
  return path + query;
}

// Whatever a log call is handed by mistake (a body, a header bag, a token pair), these keys are
// censored at the top level and up to two levels down.
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'stripe-signature',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'hash',
  'token',
  'access_token',
  'refresh_token',
  'device_token',
  'completionToken',
  'secret',
  'jwtSecret',
  'clientSecret',
  'client_secret',
  'secretAccessKey',
  'twoFactorKey',
  'twoFaSecret',
  'otpauthUrl',
  'secretCiphertext',
  'sixDigitVerificationCode',
  'authorizationKey',
  'answer',
  'answerHash',
  'recoveryCode',
  'recoveryCodes',
  'cvc',
  'card',
  'params',
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const prop = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`;
  return [prop.startsWith('.') ? key : `["${key}"]`, `*${prop}`, `*.*${prop}`];
});

/** The pino options of the API server (Fastify's logger) and of anything that logs like it. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => safeError(error),
      error: (error: unknown) => safeError(error),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: safeUrl(withoutPathTokens(request)),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Fastify's request lines ('incoming request', 'request completed') for the API only: a health
 * check every few seconds, or the scripts and pages of the web app, would bury what matters.
 */
class ApiRequestLogs extends LogController {
  override isLogDisabled(request: { url?: string }): boolean {
    return !isApiPath(request.url ?? '');
  }
}
export const requestLogController = () => new ApiRequestLogs();

/**
 * JSON lines when the output is read by a program (a file, a log collector), readable lines in a
 * terminal; pino-pretty loads only then.
 */
export async function terminalLogStream(): Promise<LogStream | undefined> {
  if (!process.stdout.isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}
