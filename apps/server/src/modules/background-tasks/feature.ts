import type { Feature } from '../feature.ts';
import { backgroundTaskRoutes } from './routes.ts';

export const feature: Feature = {
  routes: backgroundTaskRoutes,
};
