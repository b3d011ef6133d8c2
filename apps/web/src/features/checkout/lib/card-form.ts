import { type Card, cardSchema } from '@focal/contracts/subscription-payments';
import { z } from 'zod';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

/** What the person types; `toCard` turns it into the contract's card. */
export type CardFormValues = { number: string; expiry: string; cvc: string; name: string };
export const emptyCard: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** 'MM / YY' (or MM/YYYY) → month and full year; null when it is not a date. */
function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = EXPIRY.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** Groups of four, as printed on the card; only digits are kept. */
export const spacedNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1' → '1', '12' → '12 / ', '123' → '12 / 3': the slash comes by itself. */
export function typedExpiry(value: string, previous: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting over the slash removes the month's last digit, not nothing.
  if (value.length < previous.length && previous.endsWith(' / ') && digits.length === 2)
    return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/**
 * The card form's rules: the number and CVC use the contract's own schema and messages; the expiry
 * and the name are the form's (the contract takes month and year as numbers, and no name).
 */
export const cardFormSchema = z
  .object({
    number: cardSchema.shape.number,
    expiry: z.string(),
    cvc: cardSchema.shape.cvc,
    name: z.string().trim().min(1, texts.nameRequired).max(100),
  })
  .superRefine((values, ctx) => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: texts.expiryInvalid });
      return;
    }
    const now = new Date();
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (expiry.expYear * 12 + expiry.expMonth - 1 < thisMonth)
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: texts.expired });
  });

export function toCard(values: CardFormValues): Card {
  const expiry = parseExpiry(values.expiry)!;
  return cardSchema.parse({ number: values.number, cvc: values.cvc.trim(), ...expiry });
}
