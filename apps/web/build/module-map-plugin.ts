import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written: a dot folder, which the server never sends and nothing compresses. */
export const MODULE_MAP_FILE = '.vite/modules.json';

/**
 * Writes which source modules each built file carries (those that left code in it), as paths from
 * the repository root. lint-rules/login-chunk-build.test.ts reads it to check what /login loads,
 * from the same build npm start and the e2e lane serve, instead of building again with source maps.
 */
export function moduleMap(repoRoot: string): Plugin {
  return {
    name: 'focal-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => relative(repoRoot, id.replace(/^\0/, '')));
      }
      this.emitFile({ type: 'asset', fileName: MODULE_MAP_FILE, source: `${JSON.stringify(map)}\n` });
    },
  };
}
