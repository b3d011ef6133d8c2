import type { Feature } from '../feature.ts';
import { emailSettingsRoutes } from './routes.ts';

export const feature: Feature = {
  routes: emailSettingsRoutes,
};
