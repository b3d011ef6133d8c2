import { type Card, cardSchema } from '@focal/contracts/subscription-payments';
import { z } from 'zod';
import { cardDigits, isExpired, parseExpiry } from '../../../shared/payments/card-entry';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

/** What the person types; `toCard` turns it into the contract's card. */
export type CardFormValues = { number: string; expiry: string; cvc: string; name: string };
export const emptyCard: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

/** '1' → '1', '12' → '12 / ', '123' → '12 / 3': the slash comes by itself. */
export function typedExpiry(value: string, previous: string) {
  const digits = cardDigits(value).slice(0, 4);
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
    if (isExpired(expiry)) ctx.addIssue({ code: 'custom', path: ['expiry'], message: texts.expired });
  });

export function toCard(values: CardFormValues): Card {
  const expiry = parseExpiry(values.expiry)!;
  return cardSchema.parse({ number: values.number, cvc: values.cvc.trim(), ...expiry });
}
