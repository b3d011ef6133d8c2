// The files that make up what /login loads, worked out from the web's router: the entry (main.tsx)
// and the two lazy chunks the /login route loads (app/routes.tsx: the login page and the provider
// buttons), with everything they import statically. Dynamic import() is lazy and not followed, nor
// are `import type` lines (erased). The lint block 'focal/login-chunk' keeps zod out of these files,
// and out of the client portal's frame and the pages a mail opens (portalFirstScreenFiles), which a
// client opens cold on a phone: zod's schemas took 180 ms of a 4x-slowed CPU there (issue 34).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const PORTAL_ENTRIES = [
  'apps/web/src/features/portal/routes/portal-routes.tsx',
  'apps/web/src/features/portal/contract/contract-page.tsx',
  'apps/web/src/features/portal/questionnaire/questionnaire-page.tsx',
  'apps/web/src/features/portal/routes/home-page.tsx',
  'apps/web/src/features/portal/routes/quote-page.tsx',
  'apps/web/src/features/portal/routes/invoice-page.tsx',
];
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
  'contracts/disclosure',
  'contracts/limits',
  'countries',
  'endpoint',
  'error-codes',
  'headers',
  'invoices/receipts',
  'job-pages',
  'messages',
  'money/currencies',
  'money/document',
  'money/format',
  'money/schedule',
  'passwords',
  'plans',
  'portal/routes',
  'questionnaires/answer-checks',
  'questionnaires/limits',
  'quotes/choice',
  'quotes/limits',
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
export const loginChunkFiles = () => staticGraph(ENTRIES);

/** The portal's frame and the pages a mail opens, with what they import statically. */
export const portalFirstScreenFiles = () => staticGraph(PORTAL_ENTRIES);

/** The files `entries` (paths from the repository root) import statically, themselves included. */
export function staticGraph(entries) {
  const seen = new Set();
  const queue = entries.map((entry) => resolve(ROOT, entry));
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
