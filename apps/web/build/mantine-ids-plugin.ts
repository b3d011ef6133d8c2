import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's id hook, as its package ships it (every input, popover, tooltip, menu and tab calls it). */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const OURS = join(dirname(fileURLToPath(import.meta.url)), '../src/shared/ui/mantine-use-id.ts');

/**
 * Mantine's `useId` draws React's id, then swaps it for a random one in a layout effect: a state
 * update in the commit phase, which React renders at once and in full, in the same task, for every
 * component that mounted one (issue 31: after a list page's first commit, one task of 65 ms on this
 * machine, four times that on Lighthouse's phone). The random id served React 17, which had no
 * `useId`; React's own is unique within the one root the app has and stable. The first render's id
 * is the one Mantine draws, so a page hydrated from the prerender (rendered with Mantine's own hook)
 * matches it. Vitest runs Mantine unbundled, with its own hook.
 */
export function mantineIdsFromReact(): Plugin {
  return {
    name: 'focal-mantine-ids-from-react',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return `export { useId } from ${JSON.stringify(OURS)};\n`;
    },
  };
}
