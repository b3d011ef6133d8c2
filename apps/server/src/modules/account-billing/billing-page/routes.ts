import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { requireCompany } from '../../auth/guards.ts';
import type { PaymentProvider } from '../../payment-provider/provider.ts';
import { billingOverview, updateBillingDetails, updatePaymentMethod } from './service.ts';

/** The billing views of the checkout frame. Owners only; a lapsed account reaches them (to pay). */
export function billingRoutes(app: FastifyInstance, deps: AppDeps, provider: PaymentProvider) {
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  route(app, E.getBilling, { preHandler }, async (req) => ({
    data: await billingOverview(deps, req.company!),
  }));

  route(app, E.saveBillingDetails, { preHandler }, async (req) => ({
    data: await updateBillingDetails(deps, provider, req.company!, req.body),
  }));

  route(app, E.updatePaymentMethod, { preHandler }, async (req) => ({
    data: await updatePaymentMethod(deps, provider, req.company!, req.body),
  }));
}
