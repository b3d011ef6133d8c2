import type { Feature } from '../feature.ts';
import { invoiceRoutes } from './routes.ts';

export const feature: Feature = {
  routes: invoiceRoutes,
};
