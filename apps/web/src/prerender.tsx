import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { AppRoot } from './app/app-root';
import { resolveRouteModules } from './app/boot/route-modules';
import { pageTitle } from './app/page-title';
import { findRouteData } from './app/route-handle';
import { routes } from './app/routes';

/**
 * The build's prerender (build/prerender-plugin.ts): a signed-out page rendered from the real
 * components, with the tree main.tsx hydrates (a memory router in place of the browser's).
 */
export async function render(pathname: string): Promise<string> {
  await resolveRouteModules(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  return renderToString(<AppRoot router={router} />);
}

/** The page's <title> ("Focal - Sign in"), as PageTitle sets it once the app runs. */
export function titleTag(pathname: string): string {
  const matches = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  return `<title>${pageTitle(findRouteData(matches, 'title'))}</title>`;
}
