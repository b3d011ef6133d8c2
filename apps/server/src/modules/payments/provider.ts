import type { Card } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import { stripeClient } from '../stripe/client.ts';
import { StripeText } from '../stripe/messages.ts';
import { sandboxProvider } from './sandbox.ts';

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
}

export type ChargeInput = {
  customerId: string;
  providerPaymentMethodId: string;
  amountMinor: number;
  currency: string;
  /** Passed on to the provider as its own idempotency key. */
  idempotencyKey: string;
};

/**
 * The provider for this process: `sandbox` unless STRIPE_SECRET_KEY is set. With Stripe, cards are
 * entered on Stripe's checkout page (modules/stripe/), so the card endpoints refuse them (403 'Pay
 * on Stripe', modules/stripe/README.md), and renewals are Stripe's own (the renewals job skips).
 */
export function paymentProviderFrom(config: StripeConfig): PaymentProvider {
  return providerNameOf(config) === 'stripe' ? stripeProvider(config) : sandboxProvider;
}

type StripeConfig = { stripeSecretKey?: string | undefined; stripeApiBase?: string | undefined };

const refuseCards = async (): Promise<never> => {
  throw new AppError('Forbidden', StripeText.cardsElsewhereTitle, StripeText.cardsElsewhere);
};

/**
 * Under Stripe no card reaches this server: every card step refuses before anything is written.
 * The customer is real (the billing page's details are sent to it); a customer left from the
 * sandbox is not Stripe's, so it is left alone until the first Stripe checkout replaces it.
 */
function stripeProvider(config: StripeConfig): PaymentProvider {
  return {
    name: 'stripe',
    async upsertCustomer({ existingId, email, name, businessAccountId, idempotencyKey }) {
      if (existingId?.startsWith('cus_sbx_')) return { customerId: existingId };
      const stripe = await stripeClient(config);
      if (existingId) {
        await stripe.customers.update(existingId, { email, name });
        return { customerId: existingId };
      }
      const metadata = businessAccountId ? { businessAccountId } : undefined;
      const created = await stripe.customers.create(
        { email, name, ...(metadata && { metadata }) },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      return { customerId: created.id };
    },
    attachCard: refuseCards,
    chargeCheckout: refuseCards,
    confirmPayment: refuseCards,
    chargeRenewal: refuseCards,
  };
}
