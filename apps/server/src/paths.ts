import { fileURLToPath } from 'node:url';

/**
 * The server's source folder. Files that ship beside the code (migrations) and the web build are
 * found from here, so the production bundle (built into this same folder) finds them too.
 */
export const SERVER_SRC = fileURLToPath(new URL('.', import.meta.url));
