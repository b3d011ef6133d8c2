import { currencyMinorDigits } from './currencies.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string) {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = currencyMinorDigits(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount in the currency's minor units, printed with ISO 4217's digits (not Intl's display
 * digits: IQD 3, HUF 2). Built from the integer's digits as a decimal string, so no binary fraction
 * can show. The web's pages and the server's PDFs print amounts through this one function.
 */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const code = currency.toUpperCase();
  // Intl formats a decimal string exactly (ES2023's string operands), sign included.
  return formatter(code, locale).format(minorToDecimal(minor, code) as unknown as number);
}

/** Minor units as the decimal amount a person types ("1999" USD → "19.99"), without floats. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyMinorDigits(currency.toUpperCase());
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
