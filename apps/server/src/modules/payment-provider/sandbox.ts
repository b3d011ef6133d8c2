import { createHash, randomBytes } from 'node:crypto';
import { type Card, SANDBOX_TEST_CARDS } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import { ProviderText } from './messages.ts';
import type { ChargeInput, ChargeOutcome, PaymentProvider, SavedCard } from './provider.ts';

/**
 * The built-in, offline provider, behaving like a card network's test mode. A card's behaviour is
 * written into its payment method id (as test mode's `pm_card_chargeDeclined` tokens do), so the
 * sandbox keeps no state of its own: renewals and confirmations read it back from the id.
 */
type Behaviour = 'ok' | 'declined' | 'action' | 'renewfail' | 'badnumber';

const BEHAVIOURS: Record<string, Behaviour> = {
  [SANDBOX_TEST_CARDS.succeeds]: 'ok',
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.requiresAction]: 'action',
  [SANDBOX_TEST_CARDS.renewalFails]: 'renewfail',
};

const hex = () => randomBytes(8).toString('hex');

/** Luhn's check digit: a mistyped number is refused as a network would. */
function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

const behaviourOf = (paymentMethodId: string): Behaviour =>
  (paymentMethodId.split('_')[2] as Behaviour | undefined) ?? 'badnumber';

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

function charge(input: ChargeInput, renewal: boolean): ChargeOutcome {
  // One payment per idempotency key, as a network's: a charge sent again answers the same payment.
  const providerPaymentId = `pi_sbx_${keyHash(input.idempotencyKey)}`;
  const behaviour = behaviourOf(input.providerPaymentMethodId);
  if (behaviour === 'declined')
    return { status: 'declined', providerPaymentId, declineCode: 'card_declined' };
  if (behaviour === 'badnumber')
    return { status: 'declined', providerPaymentId, declineCode: 'incorrect_number' };
  if (renewal && behaviour === 'renewfail')
    return { status: 'declined', providerPaymentId, declineCode: 'card_declined' };
  // Off-session renewals of a 3-D Secure card go through, as the card was authenticated at checkout.
  if (!renewal && behaviour === 'action') return { status: 'requires_action', providerPaymentId };
  return { status: 'succeeded', providerPaymentId };
}

/** A card is good through the last day of its expiry month (UTC, as networks count it). */
function cardExpired(card: Pick<Card, 'expMonth' | 'expYear'>, now = new Date()) {
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async upsertCustomer(input) {
    return { customerId: input.existingId ?? `cus_sbx_${hex()}` };
  },
  async attachCard(_customerId: string, card: Card): Promise<SavedCard> {
    // Refused before it is saved or charged, as Stripe refuses to attach it (code expired_card).
    if (cardExpired(card))
      throw new AppError('CardDeclined', ProviderText.declinedTitle, ProviderText.expiredCard, {
        data: { declineCode: 'expired_card' },
      });
    const behaviour: Behaviour = luhnValid(card.number) ? (BEHAVIOURS[card.number] ?? 'ok') : 'badnumber';
    return {
      providerPaymentMethodId: `pm_sbx_${behaviour}_${hex()}`,
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  },
  async chargeCheckout(input) {
    return charge(input, false);
  },
  async confirmPayment(providerPaymentId) {
    return { status: 'succeeded', providerPaymentId };
  },
  async chargeRenewal(input) {
    return charge(input, true);
  },
  async refund(input) {
    // One refund per idempotency key, as a network's: the same key again answers the same refund.
    return { status: 'succeeded', providerRefundId: `re_sbx_${keyHash(input.idempotencyKey)}` };
  },
};
