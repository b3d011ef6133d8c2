import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { decodeSortCursor, encodeSortCursor } from './keyset-cursor.ts';

const id = '0b6c1a3e-7a2f-4c1d-9a55-3b1e2f4a5c6d';
const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sort cursors', () => {
  it('carry a text, a time, a number or null with the id, unchanged', () => {
    for (const [value, kind] of [
      ['anna | ben & co', 'text'],
      ['2026-11-24T22:50:01.123456Z', 'at'],
      ['1.2345678901234567', 'number'],
      ['2030-02-28', 'date'],
      [null, 'text'],
    ] as const) {
      expect(decodeSortCursor(encodeSortCursor({ value, id }), 'cursor', kind)).toEqual({ value, id });
    }
    expect(decodeSortCursor(undefined, 'cursor', 'text')).toBeUndefined();
  });

  it('refuse a forged cursor as a 400 naming the field', () => {
    const bad = [
      'not base64 at all %%%',
      forged({ value: 'a', id }),
      forged(['a', 'not-a-uuid']),
      forged(['a', id, 'extra']),
      forged([42, id]),
      forged(['a\u0000b', id]),
    ];
    for (const cursor of bad) {
      const error = (() => {
        try {
          decodeSortCursor(cursor, 'cursor', 'text');
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('ValidationFailed');
    }
    expect(() => decodeSortCursor(forged(['2026-02-30T00:00:00.000000Z', id]), 'c', 'at')).toThrow(AppError);
    expect(() => decodeSortCursor(forged(['1; drop table', id]), 'c', 'number')).toThrow(AppError);
    expect(() => decodeSortCursor(forged(['Infinity', id]), 'c', 'number')).toThrow(AppError);
    for (const day of ['2030-02-30', '2030-2-1', 'tomorrow'])
      expect(() => decodeSortCursor(forged([day, id]), 'c', 'date')).toThrow(AppError);
  });
});
