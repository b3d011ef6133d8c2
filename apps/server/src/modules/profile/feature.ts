import type { Feature } from '../feature.ts';
import { profileRoutes } from './routes.ts';

export const feature: Feature = {
  routes: profileRoutes,
};
