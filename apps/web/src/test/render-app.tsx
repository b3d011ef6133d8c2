import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { patchRoutesOnNavigation, routes } from '../app/routes';
import { setNavigator } from '../shared/navigation';
import { setTokens } from '../shared/session/session-store';

/** The whole app (real routes, providers, session rules) at `path`, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  setNavigator((to, options) => void router.navigate(to, options));
  const user = userEvent.setup();
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

export const signIn = (access = 'access-1', refresh = 'refresh-1') =>
  setTokens({ access_token: access, refresh_token: refresh }, 'ada@example.com');
