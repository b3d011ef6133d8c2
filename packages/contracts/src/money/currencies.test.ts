import { describe, expect, it } from 'vitest';
import { checkCurrencyCode, currencyMinorDigits } from './currencies.ts';
import { MoneyInputError } from './money-input-error.ts';

describe('ISO 4217 minor digits', () => {
  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['ISK', 0],
    ['CLP', 0],
    ['XOF', 0],
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['HUF', 2],
    ['IDR', 2],
    ['BHD', 3],
    ['KWD', 3],
    ['OMR', 3],
    ['JOD', 3],
    ['TND', 3],
    ['LYD', 3],
    ['IQD', 3],
    ['CLF', 4],
  ])('%s has %i', (code, digits) => {
    expect(currencyMinorDigits(code)).toBe(digits);
  });

  it('answers for every currency a company can choose (Intl’s list, as fields.ts offers it)', () => {
    for (const code of Intl.supportedValuesOf('currency')) {
      expect([0, 2, 3, 4]).toContain(currencyMinorDigits(code));
    }
  });

  it.each(['usd', 'US', 'USDT', '', 'U$D', ' EUR'])('refuses the code %j', (code) => {
    expect(() => currencyMinorDigits(code)).toThrow(MoneyInputError);
    expect(() => checkCurrencyCode(code)).toThrow(/three capital letters/);
  });
});
