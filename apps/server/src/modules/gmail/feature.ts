import type { Feature } from '../feature.ts';
import { gmailRoutes } from './routes.ts';

export const feature: Feature = {
  routes: gmailRoutes,
};
