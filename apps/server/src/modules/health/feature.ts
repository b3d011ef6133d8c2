import type { Feature } from '../feature.ts';
import { healthRoutes } from './routes.ts';

export const feature: Feature = {
  routes: healthRoutes,
};
