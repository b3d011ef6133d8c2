// No zod here: a client's portal pages load no zod (the web app's login-chunk lint).
import { contractsPaths } from '../paths/contracts.ts';
import { portalPaths } from '../paths/portal.ts';
import { questionnairesPaths } from '../paths/questionnaires.ts';
import { stripeConnectPaths } from '../paths/stripe-connect.ts';
import { routesOf } from '../session-routes.ts';

/**
 * The endpoints a client's portal pages call, as `ApiRoutes` names them, from the four areas that
 * declare them: the whole table (thirty areas, 2.8 kB brotli) was in every portal page's first code.
 */
export const PortalRoutes = routesOf({
  ...portalPaths,
  ...contractsPaths,
  ...questionnairesPaths,
  ...stripeConnectPaths,
});
