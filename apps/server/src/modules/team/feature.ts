import type { Feature } from '../feature.ts';
import { teamRoutes } from './routes.ts';

export const feature: Feature = {
  routes: teamRoutes,
};
