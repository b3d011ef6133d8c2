import type { Feature } from '../feature.ts';
import { contractRoutes } from './routes.ts';

export const feature: Feature = {
  routes: contractRoutes,
};
