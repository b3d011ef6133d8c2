import type { Feature } from '../feature.ts';
import { dashboardRoutes } from './routes.ts';

export const feature: Feature = {
  routes: dashboardRoutes,
};
