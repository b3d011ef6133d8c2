import type { Feature } from '../feature.ts';
import { documentRoutes } from './routes.ts';

export const feature: Feature = {
  routes: documentRoutes,
};
