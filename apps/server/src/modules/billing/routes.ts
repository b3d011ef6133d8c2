import {
  BillingPaths,
  billingDetailsSchema,
  billingOverviewResponseSchema,
  updatePaymentMethodRequestSchema,
  updatePaymentMethodResponseSchema,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireCompany } from '../auth/guards.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { billingOverview, updateBillingDetails, updatePaymentMethod } from './service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** The billing views of the checkout frame. Owners only; a lapsed account reaches them (to pay). */
export function billingRoutes(app: FastifyInstance, deps: AppDeps, provider: PaymentProvider) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  r.get(
    BillingPaths.billing,
    { preHandler, schema: { tags, security, response: { 200: billingOverviewResponseSchema } } },
    async (req) => ({ data: await billingOverview(deps, req.company!) }),
  );

  r.put(
    BillingPaths.billing,
    {
      preHandler,
      schema: {
        tags,
        security,
        body: billingDetailsSchema,
        response: { 200: billingOverviewResponseSchema },
      },
    },
    async (req) => ({ data: await updateBillingDetails(deps, provider, req.company!, req.body) }),
  );

  r.post(
    BillingPaths.paymentMethod,
    {
      preHandler,
      schema: {
        tags,
        security,
        body: updatePaymentMethodRequestSchema,
        response: { 200: updatePaymentMethodResponseSchema },
      },
    },
    async (req) => ({ data: await updatePaymentMethod(deps, provider, req.company!, req.body) }),
  );
}
