import type { Feature } from '../feature.ts';
import { quoteRoutes } from './routes.ts';

export const feature: Feature = {
  routes: quoteRoutes,
};
