import type { Feature } from '../feature.ts';
import { questionnaireRoutes } from './routes.ts';

export const feature: Feature = {
  routes: questionnaireRoutes,
};
