import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { bound, page } from '../../shared/routing/page';

/** The Security section My profile shows, another feature's: app/ passes its loader in. */
type LoadSecurity = () => Promise<ComponentType<{ hasPassword: boolean }>>;

/** Settings → My profile (under /settings), with the Security section `loadSecurity` gives. */
export const profileFrameRoutes = (loadSecurity: LoadSecurity): RouteObject[] => [
  {
    path: 'profile',
    ...page('My profile', () =>
      Promise.all([import('./routes/profile-page'), loadSecurity()]).then(([profile, Security]) =>
        bound(profile.ProfilePage, { security: (me) => <Security hasPassword={me.hasPassword} /> }),
      ),
    ),
  },
];
