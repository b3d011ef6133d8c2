import { AppError } from '../../http/app-error.ts';
import type { PaymentProvider } from '../payment-provider/provider.ts';

/**
 * The provider a client's card payment in the portal's own card fields goes through: the sandbox
 * alone. With Stripe the card is entered on Stripe's page (stripe-connect/checkout.ts), never
 * reaching this server, so a card number sent here is refused before anything is written.
 */
export function cardProvider(provider: PaymentProvider): PaymentProvider {
  if (provider.name === 'sandbox') return provider;
  throw new AppError(
    'Conflict',
    'Pay on Stripe',
    "This studio takes cards on Stripe's secure page: use Pay on the invoice to open it.",
  );
}
