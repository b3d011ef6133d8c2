import { describe, expect, it } from 'vitest';
import { decimalToInteger, integerToDecimal } from './decimal-text';

describe('decimal text to an integer of fixed decimal places and back', () => {
  it('reads the typed digits, never through a float', () => {
    expect(decimalToInteger('8.875', 4)).toBe(88_750);
    expect(decimalToInteger('0.29', 2)).toBe(29);
    expect(decimalToInteger('9,975', 4)).toBe(99_750);
    expect(decimalToInteger(' 20 ', 0)).toBe(20);
    expect(decimalToInteger('20.', 2)).toBe(2000);
  });

  it('refuses more decimals, signs, exponents and what no safe integer holds', () => {
    for (const text of ['8.87501', '-1', '1e3', '', '.5', '99999999999999999'])
      expect(decimalToInteger(text, 4)).toBeNull();
  });

  it('writes the shortest text that reads back the same', () => {
    expect(integerToDecimal(88_750, 4)).toBe('8.875');
    expect(integerToDecimal(200_000, 4)).toBe('20');
    expect(integerToDecimal(5, 4)).toBe('0.0005');
    expect(integerToDecimal(-75, 2)).toBe('-0.75');
    expect(integerToDecimal(12, 0)).toBe('12');
    for (const value of [0, 1, 10, 88_750, 10_000_000])
      expect(decimalToInteger(integerToDecimal(value, 4), 4)).toBe(value);
  });
});
