import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { route } from '../../../http/route.ts';
import { requireCompany } from '../../auth/guards.ts';
import { createCheckoutSession, createPortalSession } from './checkout.ts';
import { ProviderText } from '../../payment-provider/messages.ts';
import { receiveEvent, verifiedEvent } from './webhook.ts';

/** Under the sandbox provider these endpoints do not exist for the client. */
const stripeOnly = (deps: AppDeps) => async () => {
  if (!deps.config.stripeSecretKey)
    throw new AppError('NotFound', ProviderText.notStripeTitle, ProviderText.notStripe);
};

/**
 * The Stripe provider's endpoints: Checkout and the customer portal for owners (a lapsed account
 * reaches both: paying is how it comes back), and the webhook Stripe calls.
 */
export async function stripeRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = [stripeOnly(deps), requireCompany(deps, { allowLapsedSubscription: true })];

  route(app, E.createStripeCheckoutSession, { preHandler }, async (req) => ({
    data: await createCheckoutSession(deps, req.company!, req.body),
  }));

  route(app, E.createStripePortalSession, { preHandler }, async (req) => ({
    data: await createPortalSession(deps, req.company!),
  }));

  // Its own scope: the signature covers the exact bytes, so this one route takes the raw body.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    route(scope, E.receiveStripeWebhook, { preHandler: stripeOnly(deps) }, async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = await verifiedEvent(deps, body, req.headers['stripe-signature']);
      await receiveEvent(deps, req.log, event);
      return { data: { received: true } };
    });
  });
}
