/**
 * What a typed card has in common wherever it is entered (the subscription checkout, the portal's
 * pay dialog): the number's digits in groups of four, and the expiry read and checked. Each form
 * keeps its own way of typing the expiry and its own words.
 */

export type CardExpiry = { expMonth: number; expYear: number };

/** Only the digits. */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** Groups of four, as printed on the card (19 digits at most). */
export const spacedNumber = (value: string) =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** 'MM/YY', 'MM / YY' or 'MM / YYYY' → month and full year; null when it is not a month. */
export function parseExpiry(value: string): CardExpiry | null {
  const match = EXPIRY.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** A card is good until the end of its expiry month, on the person's own clock. */
export const isExpired = ({ expMonth, expYear }: CardExpiry, now = new Date()) =>
  expYear * 12 + expMonth - 1 < now.getFullYear() * 12 + now.getMonth();
