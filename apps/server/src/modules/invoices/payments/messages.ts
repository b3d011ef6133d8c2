import { ProviderText } from '../../payment-provider/messages.ts';

/** The recorded payments' words. */
export const PaymentText = {
  wrongStateTitle: 'Not possible now',
  inProgressTitle: 'Your payment is still in progress',
  inProgress: 'Your card payment has not finished yet. Wait a moment, then reload the page to see it.',
  draft: 'A draft has not been issued yet: send it before recording a payment.',
  void: 'This invoice is void: no payment can be recorded against it.',
  settled: 'Nothing is owed on this invoice: it is paid or credited in full.',
  future: 'The day the money arrived cannot be after today.',
  otherInvoice: 'This request already recorded a payment for another invoice.',
  keyReusedTitle: 'Request already sent',
  keyReused: 'This request was already recorded with other details. Reload the page and try again.',
  creditWithoutClient:
    'This is more than the balance, and the invoice has no client to keep the difference as credit: record at most the balance.',
  otherPayment: 'This request already recorded a refund of another payment.',
  notFoundTitle: 'Payment not found',
  notFound: 'This payment does not exist in this company.',
  refundTooMuch: (left: number) =>
    left === 0 ? 'This payment was refunded in full already.' : 'A refund cannot be more than is left of the payment.',
  refundDay: 'The refund day must be between the day the payment arrived and today.',
  refundOfCredit:
    "This payment was made from the client's credit; record a credit note or refund the original payment.",
  cardOptionsChangedTitle: 'The total has changed',
  cardOptionsChanged:
    'The studio has changed its card surcharge or tips since you opened this. Check the new total, then pay again.',
} as const;

/** Why a portal card attempt failed, in the studio's words (/payments and its CSV). */
export const AttemptText = {
  /** By the provider's decline code. */
  declines: {
    card_declined: ProviderText.declinedTitle,
    incorrect_number: 'Incorrect card number',
    expired_card: 'Card expired',
  } as Readonly<Record<string, string>>,
  /** Waited for the bank's confirmation (3-D Secure) for an hour or more: abandoned. */
  notConfirmed: 'Not confirmed with the bank',
  /** Any other decline code (Stripe has many). */
  other: 'Card payment failed',
} as const;

/** Applying a client's credit to an invoice (applying-client-credit.md). */
export const CreditText = {
  noClient: 'This invoice has no client, so there is no credit to apply to it.',
  noCredit: (currency: string) => `The client has no credit in ${currency} to apply.`,
  overBalance: (balance: string) => `This is more than the balance (${balance}).`,
  overCredit: (credit: string) => `This is more than the client's credit (${credit}).`,
} as const;

/** A card payment's refund through the card provider (card-refund.ts). */
export const RefundText = {
  pendingTitle: 'Refund pending',
  pending:
    'The card provider did not answer, so the refund is pending. Try again in a moment: the client is refunded once, however often you try.',
  refusedTitle: 'Refund refused',
  refused: (why: string) => `The card provider refused the refund: ${why}`,
  /** Why, by the provider's code; else the provider's own words, else the code. */
  reasons: {
    account_disconnected:
      'the Stripe account this payment was taken on is no longer connected. Connect it again in the payment settings, then try again.',
    charge_already_refunded: 'the payment was already refunded in full on the provider.',
    charge_disputed: 'the client has disputed this payment with their bank.',
    insufficient_funds: 'the balance of the account the payment was taken on cannot cover it.',
    expired_or_canceled_card: 'the card it was paid with is no longer valid.',
    lost_or_stolen_card: 'the card it was paid with was reported lost or stolen.',
  } as Readonly<Record<string, string>>,
  unknownReason: (code: string) => `it gave no reason we know (${code}).`,
  held: 'A refund cannot be more than is left of the payment, counting refunds still with the card provider.',
  noCharge: 'This card payment has no charge on the card provider to refund.',
} as const;
