import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { ProviderText } from './messages.ts';

type StripeConfig = Partial<Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>>;
const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The official library for this configuration, one per config object. STRIPE_API_BASE (tests)
 * points it at a local server through the constructor's host, port and protocol options. The
 * library loads with the first call (about 150 ms), so a server on the sandbox never loads it.
 */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  if (!config.stripeSecretKey)
    throw new AppError('NotFound', ProviderText.notStripeTitle, ProviderText.notStripe);
  let client = clients.get(config);
  if (!client) {
    const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
    const { default: StripeLibrary } = await import('stripe');
    client = new StripeLibrary(config.stripeSecretKey, {
      telemetry: false,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }),
    });
    clients.set(config, client);
  }
  return client;
}
