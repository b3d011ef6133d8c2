import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

/** How the studio's mail is sent (under /settings). */
export const emailSettingsFrameRoutes: RouteObject[] = [
  {
    path: 'email-settings',
    ...page('Email settings', () => import('./routes/email-settings-page').then((m) => m.EmailSettingsPage)),
  },
];
