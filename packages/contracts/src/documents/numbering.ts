import { parseCalendarDate } from '../money/calendar-date.ts';

/**
 * Document numbers from a company's pattern, such as 'INV-{YYYY}-{NUMBER:4}' → 'INV-2026-0042'.
 * The server holds the counter and assigns a number at issue (gapless, unique); this module reads
 * the pattern and writes the number, the same in the settings preview and on the server.
 */
export type PatternPart =
  | { kind: 'text'; text: string }
  | { kind: 'year' }
  | { kind: 'year2' }
  | { kind: 'month' }
  /** The counter, left-padded with zeros to `pad` digits and never cut when it grows past them. */
  | { kind: 'number'; pad: number };

export const NUMBERING_LIMITS = { patternLength: 40, maxPad: 10, maxNumber: 999_999_999 } as const;

export const NUMBERING_MESSAGES = {
  empty: 'Enter a pattern, such as INV-{NUMBER}.',
  tooLong: `Use at most ${NUMBERING_LIMITS.patternLength} characters.`,
  notPrintable: 'Use letters, digits, punctuation and spaces only.',
  unclosed: 'Close the token with }.',
  strayBrace: 'Use { and } only around a token, such as {NUMBER}.',
  unknownToken: (token: string) => `Unknown token {${token}}: use {YYYY}, {YY}, {MM} or {NUMBER}.`,
  badPad: `Pad {NUMBER} to 1 to ${NUMBERING_LIMITS.maxPad} digits, as in {NUMBER:4}.`,
  noNumber: 'Put {NUMBER} in the pattern.',
  twoNumbers: 'Use {NUMBER} only once.',
  yearForReset: 'A counter that restarts each year needs {YYYY} or {YY} in the pattern.',
  nextNumber: `Enter a whole number from 1 to ${NUMBERING_LIMITS.maxNumber}.`,
} as const;

export type PatternScan = { ok: true; parts: PatternPart[] } | { ok: false; error: string };

// Letters, marks, digits, punctuation, symbols and the plain space: no controls, no invisible
// format characters (a right-to-left override would make one number read as another), no other
// spaces. One quantifier over one class: linear on any input.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u;
const TOKENS: Readonly<Record<string, PatternPart>> = {
  YYYY: { kind: 'year' },
  YY: { kind: 'year2' },
  MM: { kind: 'month' },
  NUMBER: { kind: 'number', pad: 1 },
};
const PAD = /^\d{1,2}$/;

/**
 * Reads a pattern in one pass (no backtracking: each character is looked at a bounded number of
 * times), or says what is wrong with it. Literal braces are not allowed, so a typo in a token is
 * refused rather than printed on every invoice.
 */
export function scanNumberPattern(pattern: string): PatternScan {
  if (pattern.length === 0) return fail(NUMBERING_MESSAGES.empty);
  if (pattern.length > NUMBERING_LIMITS.patternLength) return fail(NUMBERING_MESSAGES.tooLong);
  if (!PRINTABLE.test(pattern)) return fail(NUMBERING_MESSAGES.notPrintable);
  const parts: PatternPart[] = [];
  let text = '';
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index]!;
    if (char === '}') return fail(NUMBERING_MESSAGES.strayBrace);
    if (char !== '{') {
      text += char;
      index += 1;
      continue;
    }
    const close = pattern.indexOf('}', index + 1);
    if (close === -1) return fail(NUMBERING_MESSAGES.unclosed);
    const token = pattern.slice(index + 1, close);
    if (token.includes('{')) return fail(NUMBERING_MESSAGES.strayBrace);
    const part = tokenPart(token);
    if (typeof part === 'string') return fail(part);
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push(part);
    index = close + 1;
  }
  if (text) parts.push({ kind: 'text', text });
  const numbers = parts.filter((part) => part.kind === 'number').length;
  if (numbers === 0) return fail(NUMBERING_MESSAGES.noNumber);
  if (numbers > 1) return fail(NUMBERING_MESSAGES.twoNumbers);
  return { ok: true, parts };
}

const fail = (error: string): PatternScan => ({ ok: false, error });

function tokenPart(token: string): PatternPart | string {
  const known = TOKENS[token];
  if (known && Object.hasOwn(TOKENS, token)) return known;
  if (!token.startsWith('NUMBER:')) return NUMBERING_MESSAGES.unknownToken(token);
  const digits = token.slice('NUMBER:'.length);
  const pad = PAD.test(digits) ? Number(digits) : 0;
  return pad >= 1 && pad <= NUMBERING_LIMITS.maxPad ? { kind: 'number', pad } : NUMBERING_MESSAGES.badPad;
}

/** Whether the pattern names the year, so that a counter restarting each year stays unique. */
export const patternHasYear = (parts: readonly PatternPart[]) =>
  parts.some((part) => part.kind === 'year' || part.kind === 'year2');

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The document's number: the pattern's tokens filled from the issue date ('YYYY-MM-DD', the
 * company's calendar day) and the counter. Throws RangeError for a pattern, number or date the
 * settings' schema would have refused.
 */
export function formatDocumentNumber(pattern: string, number: number, issuedOn: string): string {
  const scan = scanNumberPattern(pattern);
  if (!scan.ok) throw new RangeError(scan.error);
  if (!Number.isSafeInteger(number) || number < 1) throw new RangeError(NUMBERING_MESSAGES.nextNumber);
  const date = parseCalendarDate(issuedOn);
  if (!date) throw new RangeError('The issue date is not a real date as YYYY-MM-DD');
  return scan.parts
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return part.text;
        case 'year':
          return pad(date.year, 4);
        case 'year2':
          return pad(date.year % 100, 2);
        case 'month':
          return pad(date.month, 2);
        case 'number':
          return pad(number, part.pad);
      }
    })
    .join('');
}

/** Which counter a number comes from: the issue year when it restarts yearly, else the one counter. */
export function numberingCounterYear(setting: { resetYearly: boolean }, issuedOn: string): number | null {
  if (!setting.resetYearly) return null;
  const date = parseCalendarDate(issuedOn);
  if (!date) throw new RangeError('The issue date is not a real date as YYYY-MM-DD');
  return date.year;
}

/**
 * The number a document issued on `issuedOn` takes from a counter: its counter's period (the year,
 * or 0), the counter's next value (1 in a new year of a yearly counter) and the number printed.
 */
export function nextDocumentNumber(
  counter: { pattern: string; nextNumber: number; resetYearly: boolean; period: number },
  issuedOn: string,
): { seq: number; period: number; number: string } {
  const period = numberingCounterYear(counter, issuedOn) ?? 0;
  const seq = counter.resetYearly && period !== counter.period ? 1 : counter.nextNumber;
  return { seq, period, number: formatDocumentNumber(counter.pattern, seq, issuedOn) };
}
