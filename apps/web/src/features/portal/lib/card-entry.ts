import type { Card } from '@focal/contracts/subscription-payments';
import { cardDigits, isExpired, parseExpiry } from '../../../shared/payments/card-entry';
import { portalMessages } from '../messages';

const texts = portalMessages.pay;

/** The card as typed: the number in groups of four, the expiry as MM/YY. */
export type CardEntry = { number: string; expiry: string; cvc: string };
export const emptyCardEntry: CardEntry = { number: '', expiry: '', cvc: '' };
export type CardErrors = Partial<Record<keyof CardEntry, string>>;

/** '1' → '1', '123' → '12/3': the slash comes by itself, and goes with the digit after it. */
export function typedExpiry(value: string) {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const typedCvc = (value: string) => cardDigits(value).slice(0, 4);

/**
 * The contract's card, or each field's error: the same bounds as the server's (12 to 19 digits, a
 * 3 or 4 digit CVC), and an expiry from this month on (the card's last valid month).
 */
export function readCard(entry: CardEntry, now = new Date()): { card: Card } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = cardDigits(entry.number);
  if (!/^\d{12,19}$/.test(number)) errors.number = texts.numberInvalid;
  const expiry = parseExpiry(entry.expiry);
  if (!expiry) errors.expiry = texts.expiryInvalid;
  else if (isExpired(expiry, now)) errors.expiry = texts.expired;
  if (!/^\d{3,4}$/.test(entry.cvc)) errors.cvc = texts.cvcInvalid;
  if (!expiry || Object.keys(errors).length > 0) return { errors };
  return { card: { number, cvc: entry.cvc, ...expiry } };
}

/** A server's field error ('card.number') as the form's field; null for one the form does not hold. */
export function cardField(field: string): keyof CardEntry | null {
  if (field === 'card.number') return 'number';
  if (field === 'card.cvc') return 'cvc';
  if (field === 'card.expMonth' || field === 'card.expYear') return 'expiry';
  return null;
}
