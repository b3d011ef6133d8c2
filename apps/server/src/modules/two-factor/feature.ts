import type { Feature } from '../feature.ts';
import { twoFactorRoutes } from './routes.ts';
import { twoFactorSignInRoutes } from './sign-in-routes.ts';

export const feature: Feature = {
  routes(app, deps) {
    twoFactorRoutes(app, deps);
    twoFactorSignInRoutes(app, deps);
  },
};
