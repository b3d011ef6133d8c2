import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  confirmPaymentRequestSchema,
  PaymentPaths,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireCompany } from '../auth/guards.ts';
import type { PaymentProvider } from './provider.ts';
import { confirmPayment } from './confirm.ts';
import { checkout } from './service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/**
 * The checkout. Owners only; a lapsed subscription reaches it (paying is how it comes back). The
 * provider is the app's one (app.ts), shared with the billing routes.
 */
export function paymentRoutes(app: FastifyInstance, deps: AppDeps, provider: PaymentProvider) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  r.post(
    PaymentPaths.checkout,
    {
      preHandler,
      schema: { tags, security, body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (req) => ({ data: await checkout(deps, provider, req.company!, req.body) }),
  );

  r.post(
    PaymentPaths.confirm,
    {
      preHandler,
      schema: {
        tags,
        security,
        body: confirmPaymentRequestSchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (req) => ({ data: await confirmPayment(deps, provider, req.company!, req.body) }),
  );
}
