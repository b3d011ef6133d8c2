import type { Feature } from '../../feature.ts';
import { paymentProviderFrom } from '../../payment-provider/providers.ts';
import { billingRoutes } from './routes.ts';

export const feature: Feature = {
  routes: (app, deps) => billingRoutes(app, deps, paymentProviderFrom(deps.config)),
};
