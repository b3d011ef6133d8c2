import type { Feature } from '../feature.ts';
import { emailTemplateRoutes } from './routes.ts';

export const feature: Feature = {
  routes: emailTemplateRoutes,
};
