import { describe, expect, it } from 'vitest';
import { amountToMinor, decimalToMinor, formatMoney, minorToAmount, minorToDecimal } from './format-money';

describe('money typed as a decimal amount', () => {
  it('reads the amount as text into minor units, with the currency’s own digits', () => {
    expect(decimalToMinor('19.99', 'USD')).toBe(1999);
    expect(decimalToMinor('0.29', 'USD')).toBe(29); // 0.29 * 100 is 28.999… as a float
    expect(decimalToMinor('19,9', 'EUR')).toBe(1990);
    expect(decimalToMinor(' 20 ', 'USD')).toBe(2000);
    expect(decimalToMinor('1500', 'JPY')).toBe(1500);
    expect(decimalToMinor('1.234', 'BHD')).toBe(1234);
  });

  it('refuses what is not an amount of 0 or more in that currency', () => {
    for (const text of ['', '-1', '1.999', '1e3', '12.5.0', 'ten', '1.5']) {
      expect(decimalToMinor(text, text === '1.5' ? 'JPY' : 'USD')).toBeNull();
    }
  });

  it('shows minor units back as the decimal the form starts from, and formatted', () => {
    expect(minorToDecimal(2900, 'USD')).toBe('29.00');
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
  });

  it('keeps ISO 4217 minor units where Intl would show other digits (IQD 3, HUF 2)', () => {
    // Intl puts a no-break space after a code.
    const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(spaced(formatMoney(1_234_567, 'IQD'))).toBe('IQD 1,234.567');
    expect(spaced(formatMoney(123_456, 'HUF'))).toBe('HUF 1,234.56');
    expect(decimalToMinor('1234.56', 'HUF')).toBe(123_456);
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500');
  });

  it('turns a money field’s number into minor units and back, without the float’s dust', () => {
    expect(amountToMinor(19.99, 'USD')).toBe(1999);
    expect(amountToMinor(0.29, 'USD')).toBe(29);
    expect(amountToMinor(1500, 'JPY')).toBe(1500);
    expect(minorToAmount(250000, 'USD')).toBe(2500);
    expect(minorToAmount(1234, 'BHD')).toBe(1.234);
  });
});
