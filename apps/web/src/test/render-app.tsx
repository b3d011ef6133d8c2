import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '../app/providers';
import { patchRoutesOnNavigation, routes } from '../app/routes';
import { setNavigator } from '../shared/navigation';
import { setTokens } from '../shared/session/session-store';
import { setupUser } from './user-event';

/** The whole app (real routes, providers, session rules) at `path`, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  // A router listens on window (pagehide) until disposed: without this every render stayed reachable.
  onTestFinished(() => router.dispose());
  setNavigator((to, options) => void router.navigate(to, options));
  const user = setupUser();
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

export const signIn = (access = 'access-1', refresh = 'refresh-1') =>
  setTokens({ access_token: access, refresh_token: refresh }, 'ada@example.com');
