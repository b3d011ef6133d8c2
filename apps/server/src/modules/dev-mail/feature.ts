import type { Feature } from '../feature.ts';
import { devMailRoutes } from './routes.ts';

export const feature: Feature = {
  routes: devMailRoutes,
};
