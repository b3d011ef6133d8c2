// No zod here: the server, the web build and its service worker read these.

/**
 * The web app's sections with an HTML document of their own for every path under them: the build
 * writes `<section>.html` (the client portal's `portal.html`: no studio frame in it), the server
 * answers every path under the section with it (apps/server's http/spa.ts), and the service worker
 * keeps it for them offline. Every other page path gets its prerendered page or the app shell.
 */
export const SECTION_PAGES = ['/portal'] as const;

/** The section `path` falls in (`/portal` for `/portal/{company}/quotes/{id}`), if any. */
export const sectionOf = (path: string): string | undefined =>
  SECTION_PAGES.find((section) => path.startsWith(`${section}/`));
