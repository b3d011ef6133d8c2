import type { Feature } from '../feature.ts';
import { stripeConnectRoutes } from './routes.ts';

export const feature: Feature = {
  routes: stripeConnectRoutes,
};
