import type { Feature } from '../feature.ts';
import { catalogueRoutes } from './routes.ts';

export const feature: Feature = {
  routes: catalogueRoutes,
};
