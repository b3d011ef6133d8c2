import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { requireCompany } from '../../auth/guards.ts';
import type { PaymentProvider } from '../../payment-provider/provider.ts';
import { confirmPayment } from './confirm.ts';
import { checkout } from './service.ts';

/**
 * The checkout. Owners only; a lapsed subscription reaches it (paying is how it comes back). The
 * provider is the app's one (app.ts), shared with the billing routes.
 */
export function paymentRoutes(app: FastifyInstance, deps: AppDeps, provider: PaymentProvider) {
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  route(app, E.checkout, { preHandler }, async (req) => ({
    data: await checkout(deps, provider, req.company!, req.body),
  }));

  route(app, E.confirmPayment, { preHandler }, async (req) => ({
    data: await confirmPayment(deps, provider, req.company!, req.body),
  }));
}
