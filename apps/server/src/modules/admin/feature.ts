import type { Feature } from '../feature.ts';
import { adminRoutes } from './routes.ts';

export const feature: Feature = {
  routes: adminRoutes,
};
