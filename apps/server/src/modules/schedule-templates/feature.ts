import type { Feature } from '../feature.ts';
import { scheduleTemplateRoutes } from './routes.ts';

export const feature: Feature = {
  routes: scheduleTemplateRoutes,
};
