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

/**
 * 2026-02-30 passes the pattern and JavaScript's lenient parse, and JavaScript has a year 0, but
 * PostgreSQL refuses both (a 500).
 */
const isRealTime = (at: string) => {
  const parsed = new Date(at);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 23) === at.slice(0, 23) &&
    !at.startsWith('0000')
  );
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

/**
 * A cursor for any list sorted by one value and then id (clients by name, created or updated; leads
 * and jobs by date; a search by rank). `text` is a name as the sort compares it, `at` a timestamptz
 * printed with CURSOR_AT_FORMAT, `number` a rank or amount as PostgreSQL printed it (compared back
 * as the same type, so nothing is rounded), `date` a calendar day 'YYYY-MM-DD' that PostgreSQL can
 * read as a date. A null sort value (a job without a date) travels as null. The value and id travel
 * as JSON, so a name with '|' is safe.
 */
export type SortValueKind = 'text' | 'at' | 'number' | 'date';
export type SortKeyset = { value: string | null; id: string };

const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 1000;

export const encodeSortCursor = (key: SortKeyset) =>
  Buffer.from(JSON.stringify([key.value, key.id])).toString('base64url');

const validValue = (value: unknown, kind: SortValueKind): value is string | null => {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  if (kind === 'at') return AT.test(value) && isRealTime(value);
  if (kind === 'date') return DATE.test(value) && isRealTime(`${value}T00:00:00.000000Z`);
  if (kind === 'number') return NUMBER.test(value) && Number.isFinite(Number(value));
  // A NUL or other control character would be refused by PostgreSQL (a 500), never by us.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.length <= TEXT_MAX && !/[\u0000-\u001f\u007f]/.test(value);
};

/** A sort cursor the client sent back, or a 400 naming the field (never a 500 on a forged one). */
export function decodeSortCursor(
  cursor: string | undefined,
  field: string,
  kind: SortValueKind,
): SortKeyset | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[1] !== 'string' ||
    !UUID.test(parsed[1]) ||
    !validValue(parsed[0], kind)
  ) {
    throw new AppError('ValidationFailed', BAD_CURSOR_TITLE, BAD_CURSOR, {
      data: { fields: { [field]: BAD_CURSOR } },
    });
  }
  return { value: parsed[0] as string | null, id: parsed[1] };
}
