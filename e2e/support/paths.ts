import { fileURLToPath } from 'node:url';

/** The repository root: e2e/support/ → ../.. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm start` runs: the web build and server bundle are refreshed if stale, then the server starts. */
export const SERVER_ENTRY = 'scripts/start.ts';
export const WEB_DIST_INDEX = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
