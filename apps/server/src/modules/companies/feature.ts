import type { Feature } from '../feature.ts';
import { filesRoutes } from './files-routes.ts';
import { companyRoutes } from './routes.ts';

export const feature: Feature = {
  routes(app, deps) {
    companyRoutes(app, deps);
    filesRoutes(app, deps);
  },
};
