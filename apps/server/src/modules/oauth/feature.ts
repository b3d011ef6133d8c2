import type { Feature } from '../feature.ts';
import { oauthRoutes } from './routes.ts';

export const feature: Feature = {
  routes: oauthRoutes,
};
