import type { Feature } from '../feature.ts';
import { accountSetupRoutes } from './routes.ts';

export const feature: Feature = {
  routes: accountSetupRoutes,
};
