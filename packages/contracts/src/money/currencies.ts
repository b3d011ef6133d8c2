import { MoneyInputError } from './money-input-error.ts';

// ISO 4217's minor units where they are not 2 (list one, as amended to 2025). Intl's own digits come
// from CLDR, which differs for display reasons (IQD 0 where ISO has 3, HUF and IDR 0 where ISO has
// 2): amounts are kept in ISO's minor units, so ISO decides.
const NON_DEFAULT_MINOR_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    // prettier-ignore
    ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV',
      'XAF', 'XOF', 'XPF'].map((code) => [code, 0]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
};
const DEFAULT_MINOR_DIGITS = 2;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Refuses anything but three capital letters: a code in another form is a bug, not a currency. */
export function checkCurrencyCode(code: string, path: readonly (string | number)[] = ['currency']) {
  if (!CURRENCY_CODE.test(code)) {
    throw new MoneyInputError(path, `A currency is three capital letters (ISO 4217), not "${code}"`);
  }
}

/** How many decimal digits the currency's minor unit has (JPY 0, USD 2, BHD 3), after ISO 4217. */
export function currencyMinorDigits(code: string): number {
  checkCurrencyCode(code);
  return NON_DEFAULT_MINOR_DIGITS[code] ?? DEFAULT_MINOR_DIGITS;
}
