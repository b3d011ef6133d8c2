/**
 * Gzipped JavaScript a page loads: the entry chunk, the route's chunk, and every chunk they import
 * statically (what the browser fetches before the page can render). Reads the Vite manifest of
 * `dist/`. Sizes in kB of 1000 bytes, gzip level 9: an estimate (bench/page-weight.ts measures the bytes the server sends). Usage: node scripts/route-js-size.ts [route module ...] (default: the login page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[] };

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const routes = process.argv.slice(2);
if (routes.length === 0) routes.push('src/features/auth/routes/login-page.tsx');

const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  // A shared chunk can be named by its file name without the hash: `_auth` for `_auth-B0-ygJ9n.js`.
  const found = manifest[key] ? key : Object.keys(manifest).find((name) => name.startsWith(`${key}-`));
  const chunk = found ? manifest[found] : undefined;
  if (!found || !chunk) throw new Error(`${key} is not in the build manifest`);
  if (found !== key) return visit(found);
  seen.add(key);
  for (const next of chunk.imports ?? []) visit(next);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
for (const route of routes) visit(route);

let total = 0;
const rows = [...seen].map((key) => {
  const file = manifest[key]!.file;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, size };
});
for (const { file, size } of rows.sort((a, b) => b.size - a.size)) {
  console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${(total / 1000).toFixed(1).padStart(7)} kB  total gzipped JS for ${routes.join(', ')}`);
