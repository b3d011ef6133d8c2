import type { Feature } from '../feature.ts';
import { infoPageRoutes } from './routes.ts';

export const feature: Feature = {
  routes: infoPageRoutes,
};
