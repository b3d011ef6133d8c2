import type { Feature } from '../../feature.ts';
import { stripeRoutes } from './routes.ts';

export const feature: Feature = {
  routes: stripeRoutes,
};
