import { STRIPE_CONNECT_TEXTS as T } from '@focal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { stripeClient } from '../payment-provider/stripe-client.ts';

/**
 * One call to Stripe for a studio or its client. Stripe being down or refusing what Focal asked is
 * not the caller's fault: 502 PaymentProviderUnavailable with plain words, logged by Stripe's own
 * error type and code (never the request's values).
 */
export async function callStripe<T>(
  config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>,
  log: FastifyBaseLogger | undefined,
  what: string,
  call: (stripe: Stripe) => Promise<T>,
): Promise<T> {
  const stripe = await stripeClient(config);
  try {
    return await call(stripe);
  } catch (error) {
    const { type, code } = (error ?? {}) as { type?: string; code?: string };
    log?.warn({ stripeError: { type, code }, call: what }, 'stripe call failed');
    throw new AppError('PaymentProviderUnavailable', T.stripeFailedTitle, T.stripeFailed);
  }
}
