import type { Feature } from '../feature.ts';
import { systemNotificationRoutes } from './routes.ts';

export const feature: Feature = {
  routes: systemNotificationRoutes,
};
