import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

/** The company's team (under /settings). */
export const teamFrameRoutes: RouteObject[] = [
  { path: 'team', ...page('Team', () => import('./routes/team-page').then((m) => m.TeamPage)) },
];
