import type { Card } from '@focal/contracts';

// What a payment provider does. The providers themselves: sandbox.ts, and providers.ts, which also
// picks this process's (a leaf here, so that a provider can import these types).

/** What a card charge came to. `requires_action`: the card holder must confirm (3-D Secure). */
export type ChargeOutcome =
  | { status: 'succeeded'; providerPaymentId: string }
  | { status: 'declined'; providerPaymentId: string; declineCode: string }
  | { status: 'requires_action'; providerPaymentId: string };

export type SavedCard = {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/**
 * What Focal needs from a card network to sell subscriptions. Our own tables (billing_customers,
 * payment_methods, invoices, payments) record what a provider did; the provider decides outcomes.
 * Amounts are in the currency's minor units.
 */
export type PaymentProviderName = 'sandbox' | 'stripe';

/** Which provider the configuration selects: Stripe when STRIPE_SECRET_KEY is set. */
export const providerNameOf = (config: { stripeSecretKey?: string | undefined }): PaymentProviderName =>
  config.stripeSecretKey ? 'stripe' : 'sandbox';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the customer for a business account (or updates its email when `existingId` is given). */
  upsertCustomer(input: {
    existingId?: string;
    email: string;
    name: string;
    /** On creation: the account it is for (kept in the provider's metadata) and a key per account. */
    businessAccountId?: string;
    idempotencyKey?: string;
  }): Promise<{ customerId: string }>;
  /** Turns the card the client entered into a saved payment method (never keeping the number). */
  attachCard(customerId: string, card: Card): Promise<SavedCard>;
  /** The first charge of a subscription checkout. */
  chargeCheckout(input: ChargeInput): Promise<ChargeOutcome>;
  /** Completes a `requires_action` payment after the card holder confirmed it. */
  confirmPayment(providerPaymentId: string): Promise<ChargeOutcome>;
  /** A renewal: charged off-session to the saved card; a failure moves the subscription to past_due. */
  chargeRenewal(input: ChargeInput): Promise<ChargeOutcome>;
  /**
   * Gives back part or all of a payment to the card it was charged to; one refund per idempotency
   * key. A refusal is a `failed` outcome; an error (no answer) says nothing about the money.
   */
  refund(input: RefundInput): Promise<RefundOutcome>;
}

export type RefundInput = {
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  /** Stripe Connect: the studio's account the payment was taken on. */
  connectedAccountId?: string | null;
};

/** A refund the provider made, or refused (`failureCode`: its reason; the provider's own words if any). */
export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'failed'; providerRefundId: string | null; failureCode: string; failureMessage?: string };

export type ChargeInput = {
  customerId: string;
  providerPaymentMethodId: string;
  amountMinor: number;
  currency: string;
  /** Passed on to the provider as its own idempotency key. */
  idempotencyKey: string;
};
