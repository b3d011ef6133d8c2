import { AppError } from './app-error.ts';

const BAD_CURSOR_TITLE = 'This page is out of date';
const BAD_CURSOR = 'This list position is not valid any more. Start the list again from the first page.';

/**
 * Keyset cursors (created_at, id) for lists paged newest first (the console's accounts and audit log). The time travels as PostgreSQL printed it,
 * to the microsecond: a JavaScript Date keeps milliseconds only, and a cursor rounded to them would
 * skip the rows created in the same millisecond as the page's last one.
 */
export type Keyset = { at: string; id: string };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The SQL that prints a timestamptz the way a cursor carries it. */
export const CURSOR_AT_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/** 2026-02-30 passes the pattern and JavaScript's lenient parse, but PostgreSQL refuses it (a 500). */
const isRealTime = (at: string) => {
  const parsed = new Date(at);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === at.slice(0, 23);
};

export const encodeCursor = (key: Keyset) => Buffer.from(`${key.at}|${key.id}`).toString('base64url');

/** The cursor a client sent back, or a 400 naming the field (never a 500 on a forged one). */
export function decodeCursor(cursor: string | undefined, field: string): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !AT.test(at) || !UUID.test(id) || !isRealTime(at)) {
    throw new AppError('ValidationFailed', BAD_CURSOR_TITLE, BAD_CURSOR, {
      data: { fields: { [field]: BAD_CURSOR } },
    });
  }
  return { at, id };
}
