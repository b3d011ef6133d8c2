import type { Feature } from '../feature.ts';
import { questionnaireTemplateRoutes } from './routes.ts';

export const feature: Feature = {
  routes: questionnaireTemplateRoutes,
};
