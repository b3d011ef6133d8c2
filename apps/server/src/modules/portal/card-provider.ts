import { AppError } from '../../http/app-error.ts';
import type { PaymentProvider } from '../payment-provider/provider.ts';

/**
 * The provider a client's card payment goes through. The sandbox takes the card in our own fields;
 * with Stripe the card must be entered in Stripe's (never reaching this server), through each
 * studio's connected account, which is not built yet: say so rather than take a card number.
 */
export function cardProvider(provider: PaymentProvider): PaymentProvider {
  if (provider.name === 'sandbox') return provider;
  throw new AppError(
    'Conflict',
    'Online card payments are not set up',
    'This installation uses Stripe, and paying studios through Stripe Connect is not available yet. Pay the studio another way for now.',
  );
}
