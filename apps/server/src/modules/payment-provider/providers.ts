import { AppError } from '../../http/app-error.ts';
import { stripeClient } from './stripe-client.ts';
import { ProviderText } from './messages.ts';
import { type PaymentProvider, type PaymentProviderName, providerNameOf } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeRefund } from './stripe-refund.ts';

/**
 * The provider for this process: `sandbox` unless STRIPE_SECRET_KEY is set. With Stripe, cards are
 * entered on Stripe's checkout page (modules/account-billing/stripe/), so the card endpoints refuse them (403 'Pay
 * on Stripe', modules/account-billing/stripe/README.md), and renewals are Stripe's own (the renewals job skips).
 */
export function paymentProviderFrom(config: StripeConfig): PaymentProvider {
  return providerNameOf(config) === 'stripe' ? stripeProvider(config) : sandboxProvider;
}

/**
 * The provider a card payment was taken through, to refund it there: the sandbox's payments stay
 * the sandbox's, and Stripe's need this server to use Stripe still (else a clear refusal).
 */
export function paymentProviderNamed(config: StripeConfig, name: PaymentProviderName): PaymentProvider {
  if (name === 'sandbox') return sandboxProvider;
  if (providerNameOf(config) !== 'stripe')
    throw new AppError('Conflict', ProviderText.notStripeTitle, ProviderText.stripeGone);
  return stripeProvider(config);
}

type StripeConfig = { stripeSecretKey?: string | undefined; stripeApiBase?: string | undefined };

const refuseCards = async (): Promise<never> => {
  throw new AppError('Forbidden', ProviderText.cardsElsewhereTitle, ProviderText.cardsElsewhere);
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
    refund: async (input) => stripeRefund(await stripeClient(config), input),
  };
}
