import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, nextDocumentNumber, numberingCounterYear, scanNumberPattern } from './numbering.ts';
import { numberingSettingSchema } from './numbering-schema.ts';

const errorOf = (pattern: string) => {
  const scan = scanNumberPattern(pattern);
  return scan.ok ? null : scan.error;
};

describe('formatDocumentNumber', () => {
  it('fills the tokens from the issue date and the counter', () => {
    expect(formatDocumentNumber('INV-{YYYY}-{NUMBER:4}', 42, '2026-03-09')).toBe('INV-2026-0042');
    expect(formatDocumentNumber('Q{YY}{MM}/{NUMBER:3}', 7, '2026-03-09')).toBe('Q2603/007');
    expect(formatDocumentNumber('{NUMBER}', 12_345, '2026-03-09')).toBe('12345');
    expect(formatDocumentNumber('Facture n° {NUMBER:2} – {YYYY}', 3, '2027-12-31')).toBe(
      'Facture n° 03 – 2027',
    );
    expect(formatDocumentNumber('{YY}{NUMBER:1}', 5, '2105-01-01')).toBe('055');
  });

  it('never cuts a number that outgrows its padding', () => {
    expect(formatDocumentNumber('INV-{NUMBER:3}', 12_345, '2026-01-01')).toBe('INV-12345');
    expect(formatDocumentNumber('{NUMBER:10}', 1, '2026-01-01')).toBe('0000000001');
  });

  it('refuses a pattern, number or date the settings would refuse', () => {
    expect(() => formatDocumentNumber('INV-{N}', 1, '2026-01-01')).toThrow(RangeError);
    expect(() => formatDocumentNumber('INV-{NUMBER}', 0, '2026-01-01')).toThrow(RangeError);
    expect(() => formatDocumentNumber('INV-{NUMBER}', 1.5, '2026-01-01')).toThrow(RangeError);
    expect(() => formatDocumentNumber('INV-{NUMBER}', 1, '2026-02-30')).toThrow(RangeError);
  });
});

describe('scanNumberPattern', () => {
  it('reads the known tokens and keeps the text between them', () => {
    expect(scanNumberPattern('INV-{YYYY}-{NUMBER:4}')).toEqual({
      ok: true,
      parts: [
        { kind: 'text', text: 'INV-' },
        { kind: 'year' },
        { kind: 'text', text: '-' },
        { kind: 'number', pad: 4 },
      ],
    });
  });

  it('refuses garbage with a short reason', () => {
    const cases: [string, string][] = [
      ['', 'Enter a pattern, such as INV-{NUMBER}.'],
      ['INV-2026', 'Put {NUMBER} in the pattern.'],
      ['{NUMBER}-{NUMBER:2}', 'Use {NUMBER} only once.'],
      ['{number}', 'Unknown token {number}: use {YYYY}, {YY}, {MM} or {NUMBER}.'],
      ['{DD}-{NUMBER}', 'Unknown token {DD}: use {YYYY}, {YY}, {MM} or {NUMBER}.'],
      ['{constructor}{NUMBER}', 'Unknown token {constructor}: use {YYYY}, {YY}, {MM} or {NUMBER}.'],
      ['{}{NUMBER}', 'Unknown token {}: use {YYYY}, {YY}, {MM} or {NUMBER}.'],
      ['{NUMBER:0}', 'Pad {NUMBER} to 1 to 10 digits, as in {NUMBER:4}.'],
      ['{NUMBER:11}', 'Pad {NUMBER} to 1 to 10 digits, as in {NUMBER:4}.'],
      ['{NUMBER:}', 'Pad {NUMBER} to 1 to 10 digits, as in {NUMBER:4}.'],
      ['{NUMBER:-1}', 'Pad {NUMBER} to 1 to 10 digits, as in {NUMBER:4}.'],
      ['{NUMBER:٤}', 'Pad {NUMBER} to 1 to 10 digits, as in {NUMBER:4}.'],
      ['{NUMBER', 'Close the token with }.'],
      ['INV}{NUMBER}', 'Use { and } only around a token, such as {NUMBER}.'],
      ['{{NUMBER}}', 'Use { and } only around a token, such as {NUMBER}.'],
      ['{NUMBER}}', 'Use { and } only around a token, such as {NUMBER}.'],
      ['INV\n{NUMBER}', 'Use letters, digits, punctuation and spaces only.'],
      ['INV\u0000{NUMBER}', 'Use letters, digits, punctuation and spaces only.'],
      ['INV\u202e{NUMBER}', 'Use letters, digits, punctuation and spaces only.'],
      ['INV\u200b{NUMBER}', 'Use letters, digits, punctuation and spaces only.'],
      ['INV\u00a0{NUMBER}', 'Use letters, digits, punctuation and spaces only.'],
      ['INV\ud800{NUMBER}', 'Use letters, digits, punctuation and spaces only.'],
      [`${'X'.repeat(33)}{NUMBER}`, 'Use at most 40 characters.'],
    ];
    for (const [pattern, reason] of cases) expect(errorOf(pattern), JSON.stringify(pattern)).toBe(reason);
  });

  it('refuses long and brace-heavy input by its bound and its one pass', () => {
    // Far past the bound (refused by length first), and within it with many opening braces.
    expect(errorOf('{'.repeat(1_000_000))).toBe('Use at most 40 characters.');
    expect(errorOf('{'.repeat(40))).toBe('Close the token with }.');
    expect(errorOf(`{${'{NUMBER:'.repeat(4)}`)).toBe('Close the token with }.');
  });
});

describe('numberingSettingSchema', () => {
  const issues = (input: unknown) => {
    const result = numberingSettingSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  const valid = { pattern: ' INV-{YYYY}-{NUMBER:4} ', nextNumber: 1, resetYearly: true };

  it('accepts a setting, the pattern trimmed', () => {
    expect(numberingSettingSchema.parse(valid).pattern).toBe('INV-{YYYY}-{NUMBER:4}');
    expect(issues({ pattern: 'Q-{NUMBER}', nextNumber: 1001, resetYearly: false })).toEqual([]);
  });

  it('refuses a bad pattern, counter or a yearly reset without a year', () => {
    expect(issues({ ...valid, pattern: 'INV-{NUM}' })).toEqual([
      ['pattern', 'Unknown token {NUM}: use {YYYY}, {YY}, {MM} or {NUMBER}.'],
    ]);
    expect(issues({ ...valid, pattern: '   ' })).toEqual([
      ['pattern', 'Enter a pattern, such as INV-{NUMBER}.'],
    ]);
    expect(issues({ ...valid, pattern: 'INV-{MM}-{NUMBER}' })).toEqual([
      ['pattern', 'A counter that restarts each year needs {YYYY} or {YY} in the pattern.'],
    ]);
    for (const nextNumber of [0, -1, 1.5, 1_000_000_000, '7']) {
      expect(issues({ ...valid, nextNumber }), String(nextNumber)).toEqual([
        ['nextNumber', 'Enter a whole number from 1 to 999999999.'],
      ]);
    }
    expect(issues({ ...valid, extra: 1 }).length).toBe(1);
  });
});

describe('numberingCounterYear', () => {
  it('names the issue year only for a counter that restarts yearly', () => {
    expect(numberingCounterYear({ resetYearly: true }, '2026-12-31')).toBe(2026);
    expect(numberingCounterYear({ resetYearly: false }, '2026-12-31')).toBeNull();
  });
});

describe('nextDocumentNumber', () => {
  const yearly = { pattern: 'INV-{YYYY}-{NUMBER:3}', nextNumber: 42, resetYearly: true, period: 2026 };
  it('takes the counter’s next value within its year, and 1 in a new year of a yearly counter', () => {
    expect(nextDocumentNumber(yearly, '2026-12-31')).toEqual({ seq: 42, period: 2026, number: 'INV-2026-042' });
    expect(nextDocumentNumber(yearly, '2027-01-01')).toEqual({ seq: 1, period: 2027, number: 'INV-2027-001' });
  });
  it('keeps one counter (period 0) when it never resets', () => {
    const plain = { pattern: 'CN-{NUMBER:4}', nextNumber: 7, resetYearly: false, period: 0 };
    expect(nextDocumentNumber(plain, '2027-01-01')).toEqual({ seq: 7, period: 0, number: 'CN-0007' });
  });
});
