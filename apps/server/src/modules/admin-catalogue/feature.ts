import type { Feature } from '../feature.ts';
import { adminCatalogueRoutes } from './routes.ts';

export const feature: Feature = {
  routes: adminCatalogueRoutes,
};
