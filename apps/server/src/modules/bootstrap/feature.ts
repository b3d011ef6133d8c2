import type { Feature } from '../feature.ts';
import { bootstrapRoutes } from './routes.ts';

export const feature: Feature = {
  routes: bootstrapRoutes,
};
