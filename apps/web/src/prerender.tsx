import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { resolveRouteModules } from './app/boot/route-modules';
import { pageTitle } from './app/page-title';
import { findRouteData } from './app/route-handle';
import { routes } from './app/routes';
import { theme } from './app/theme';

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

/**
 * index.html's signed-in shell (app/layouts/frame/frame-shell.tsx), with the theme's variables it
 * paints with. Rendered at a path no navigation entry matches, as the HTML serves every frame page.
 * Imported here, after the pages: the build links to a page the stylesheets of every module loaded
 * before it, and /login needs none of the frame's.
 */
export async function renderShell(): Promise<string> {
  const { FrameShell } = await import('./app/layouts/frame/frame-shell');
  const router = createMemoryRouter([{ path: '*', element: <FrameShell /> }], {
    initialEntries: ['/-'],
  });
  return renderToString(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/**
 * portal.html's band (features/portal/components/brand-header.tsx) with an empty heading, which the
 * early script fills with the studio's name as soon as the client's session answers
 * (features/portal/lib/prerendered-band.ts): the name paints before the portal's code has arrived.
 */
export async function renderPortalBand(): Promise<string> {
  const { BrandHeader } = await import('./features/portal/components/brand-header');
  return renderToString(
    <MantineProvider theme={theme}>
      <BrandHeader brand={{ name: '', logoUrl: null, brandColour: null }} />
    </MantineProvider>,
  );
}
