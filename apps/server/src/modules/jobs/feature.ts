import type { Feature } from '../feature.ts';
import { jobRoutes } from './routes.ts';

export const feature: Feature = {
  routes: jobRoutes,
};
