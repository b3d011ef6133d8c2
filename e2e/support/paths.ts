import { fileURLToPath } from 'node:url';

/** The repository root: e2e/support/ → ../.. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = 'apps/server/src/main.ts';
export const WEB_DIST_INDEX = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
