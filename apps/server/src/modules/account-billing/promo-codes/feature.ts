import type { Feature } from '../../feature.ts';
import { promoCodeRoutes } from './routes.ts';

export const feature: Feature = {
  routes: promoCodeRoutes,
};
