import type { Feature } from '../feature.ts';
import { studioListRoutes } from './routes.ts';

export const feature: Feature = {
  routes: studioListRoutes,
};
