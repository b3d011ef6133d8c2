import type { Feature } from '../feature.ts';
import { supportChatRoutes } from './routes.ts';

export const feature: Feature = {
  routes: supportChatRoutes,
};
