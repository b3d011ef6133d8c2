// The files that make up what /login loads, worked out from the web's router: the entry (main.tsx)
// and the two lazy chunks the /login route loads (app/routes.tsx: the login page and the provider
// buttons), with everything they import statically. Dynamic import() is lazy and not followed, nor
// are `import type` lines (erased). The lint block 'focal/login-chunk' keeps zod out of these files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const ENTRIES = [
  'apps/web/src/main.tsx',
  'apps/web/src/features/auth/routes/login-page.tsx',
  'apps/web/src/features/oauth/components/provider-buttons.tsx',
];

/** The contracts' modules that hold no zod (paths, header names, codes, constants): /login may load them. */
export const ZOD_FREE_CONTRACTS = [
  'account-setup-links',
  'api-routes',
  'banner-polling',
  'brand',
  'checkout-frame-pages',
  'countries',
  'endpoint',
  'error-codes',
  'headers',
  'messages',
  'passwords',
  'plans',
  'session-routes',
];

// eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move -- reads the repository's own source files at lint time, never a client's input
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function sourceFile(path) {
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = path + suffix;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return undefined;
}

function resolveImport(from, spec) {
  if (spec.startsWith('.')) return sourceFile(resolve(dirname(from), spec));
  const contracts = /^@focal\/contracts(?:\/(.+))?$/.exec(spec);
  if (contracts) return sourceFile(resolve(ROOT, 'packages/contracts/src', contracts[1] ?? 'index'));
  return undefined; // a package: its own weight is the bundle's business, not this rule's
}

/** The /login chunk's source files, relative to the repository root. */
export function loginChunkFiles() {
  const seen = new Set();
  const queue = ENTRIES.map((entry) => resolve(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, typeOnly, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = !typeOnly && resolveImport(file, spec);
      if (target) queue.push(target);
    }
  }
  return [...seen].map((file) => relative(ROOT, file)).sort();
}
