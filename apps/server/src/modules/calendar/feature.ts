import type { Feature } from '../feature.ts';
import { calendarRoutes } from './routes.ts';

export const feature: Feature = {
  routes: calendarRoutes,
};
