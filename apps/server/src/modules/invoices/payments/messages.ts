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
