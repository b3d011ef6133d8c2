// What /login fetches, read from a real build: the lint rule (login-chunk.js) reads the sources, this
// reads what the bundler made of them, where a shared chunk or a preload list can bring in more.
// The same build shows that the email settings page leaves its rich text editor for later.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_MAP_FILE } from '../apps/web/build/module-map-plugin.ts';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const BUTTONS = 'src/features/oauth/components/provider-buttons.tsx';
const LOGIN_ROUTE = ['src/features/auth/routes/login-page.tsx', BUTTONS];
const SIGNUP_ROUTE = ['src/features/auth/routes/signup-page.tsx', BUTTONS];
const EMAIL_SETTINGS_ROUTE = ['src/features/email-settings/routes/email-settings-page.tsx'];
const RICH_TEXT_EDITOR = 'src/shared/rich-text/rich-text-editor.tsx';
const TIPTAP = /@tiptap[\\/]|@mantine[\\/]tiptap|prosemirror-/;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

let outDir = '';
let moduleMap: Record<string, string[]> = {};
/** The source modules that left code in a built file (the build's .vite/modules.json). */
const modulesOf = (file: string): string[] => moduleMap[file] ?? [];

/** The files a page loads before it renders: the entry, the route's chunks, their static imports. */
function pageFiles(route: string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const module of route) visit(module);
  return [...files];
}

/**
 * `npm test` builds the web app once, before this lane, and names the build in FOCAL_WEB_DIST: the
 * build npm start and the e2e lane serve. Run alone, the test builds into a directory of its own.
 */
let ownBuild = false;
beforeAll(() => {
  outDir = process.env.FOCAL_WEB_DIST ?? '';
  if (!outDir) {
    ownBuild = true;
    outDir = mkdtempSync(join(tmpdir(), 'focal-login-build-'));
    execFileSync('npm', ['run', 'build', '-w', '@focal/web', '--', '--outDir', outDir], {
      cwd: ROOT,
      // Vitest runs with NODE_ENV=test, which would build React's development code.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
  }
  const mapFile = join(outDir, MODULE_MAP_FILE);
  if (!existsSync(mapFile)) throw new Error(`${mapFile} is missing: build the web app again`);
  moduleMap = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string[]>;
}, 120_000);
afterAll(() => {
  if (ownBuild) rmSync(outDir, { recursive: true, force: true });
});

describe('/login in the build (issue 12: the critical path is as small as it can be)', () => {
  it('loads none of zod, the form library, the query library, the floating layer, the frame, its route table or the API route table', () => {
    const modules = pageFiles(LOGIN_ROUTE).flatMap(modulesOf);
    expect(modules.some((id) => id.includes('login-page.tsx'))).toBe(true);
    const refused = [
      /node_modules[\\/]zod[\\/]/,
      /@hookform[\\/]resolvers/,
      /node_modules[\\/]react-hook-form[\\/]/,
      /@tanstack[\\/]/,
      /@floating-ui[\\/]/,
      /src[\\/]app[\\/]frame-routes\.tsx/,
      /src[\\/]app[\\/]layouts[\\/]app-layout\.tsx/,
      /src[\\/]app[\\/]query[\\/]/,
      // The whole route table grows with every feature; /login reads session-routes.ts alone.
      /contracts[\\/]src[\\/]api-routes\.ts/,
    ];
    expect(modules.filter((id) => refused.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it('comes in a few files, under 140 KB of JavaScript and CSS as brotli (138.1 KB in 9 files now)', () => {
    const files = pageFiles(LOGIN_ROUTE);
    const bytes = files.reduce(
      (sum, file) => sum + brotliCompressSync(readFileSync(join(outDir, file))).length,
      0,
    );
    // Each answer carries about 900 bytes of headers over HTTP/1.1: the count matters as well as the size.
    expect(files.length).toBeLessThanOrEqual(9);
    expect(bytes).toBeLessThan(140_000);
  });

  it('/signup paints without zod: its schema loads when the user starts on the form', () => {
    const modules = pageFiles(SIGNUP_ROUTE).flatMap(modulesOf);
    expect(modules.some((id) => id.includes('signup-page.tsx'))).toBe(true);
    expect(modules.filter((id) => /node_modules[\\/]zod[\\/]|@floating-ui[\\/]/.test(id))).toEqual([]);
  });
});

describe('/settings/email-settings in the build (issue 16)', () => {
  it('loads no tiptap before an editor is drawn: the editor is a chunk of its own', () => {
    const modules = pageFiles(EMAIL_SETTINGS_ROUTE).flatMap(modulesOf);
    expect(modules.some((id) => id.includes('email-settings-page.tsx'))).toBe(true);
    expect(modules.filter((id) => TIPTAP.test(id))).toEqual([]);
    // The editor's chunk and its imports do carry it (the check above is not about an empty build).
    const editor = pageFiles([RICH_TEXT_EDITOR]).filter((file) => !pageFiles([]).includes(file));
    expect(editor.flatMap(modulesOf).some((id) => TIPTAP.test(id))).toBe(true);
  });
});

describe("a client's portal in the build (issue 34: opened cold from a mail, on a phone)", () => {
  const PORTAL_ROUTES = 'src/features/portal/routes/portal-routes.tsx';
  const pages = {
    home: 'src/features/portal/routes/home-page.tsx',
    invoice: 'src/features/portal/routes/invoice-page.tsx',
    contract: 'src/features/portal/contract/contract-page.tsx',
    questionnaire: 'src/features/portal/questionnaire/questionnaire-page.tsx',
  };

  it.each(Object.entries(pages))(
    'the %s page loads no zod, none of the studio’s frame and not the studio’s route table (the barrels’ unused views are left out)',
    (_name, page) => {
      const modules = pageFiles([PORTAL_ROUTES, page]).flatMap(modulesOf);
      expect(modules.some((id) => id.includes(page.replace('src/', '')))).toBe(true);
      const refused = [
        /node_modules[\\/]zod[\\/]/,
        /src[\\/]app[\\/]frame-routes\.tsx/,
        /signed-in-frame\.ts/,
        // The portal's endpoints come from contracts/portal/routes.ts: the whole table was 30 areas.
        /contracts[\\/]src[\\/]api-routes\.ts/,
        /contracts[\\/]src[\\/]paths[\\/](clients|admin-console|calendar)\.ts/,
      ];
      expect(modules.filter((id) => refused.some((pattern) => pattern.test(id)))).toEqual([]);
    },
  );

  it('portal.html preloads the portal’s routes and the page’s chunk by the address, not the studio’s frame', () => {
    const html = readFileSync(join(outDir, 'portal.html'), 'utf8');
    const studio = readFileSync(join(outDir, 'index.html'), 'utf8');
    const frameChunk = `/${pageFiles(['src/app/signed-in-frame.ts']).find((file) => file.includes('signed-in-frame'))}`;
    expect(studio).toContain(`href="${frameChunk}"`);
    expect(html).not.toContain(frameChunk);
    expect(html).not.toContain('<div class="shell-skeleton"');
    // Nor its styles, which only show and hide that shell.
    expect(html).not.toMatch(/\.shell-skeleton\s*\{/);
    expect(studio).toMatch(/\.shell-skeleton\s*\{/);
    expect(html).toContain('class="portal-band"');
    const script = /<script>(\(function\(q,d\)[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const company = '4f0c2b1a-7d3e-4a5b-9c6d-1e2f3a4b5c6d';
    /** The files the inline script asks for at `pathname`, in a stand-in document (no session). */
    const preloaded = (pathname: string) => {
      const added: string[] = [];
      const document = {
        documentElement: { hasAttribute: () => false },
        createElement: () => ({}),
        head: { appendChild: (link: { href: string }) => added.push(link.href) },
      };
      new Function('location', 'document', script!)({ pathname }, document);
      return added;
    };
    const chunkOf = (page: string) =>
      `/${pageFiles([page]).find((file) => file.includes(page.split('/').pop()!.replace('.tsx', '')))}`;
    const contract = preloaded(`/portal/${company}/contracts/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e`);
    expect(contract).toEqual(
      expect.arrayContaining([
        chunkOf(PORTAL_ROUTES),
        chunkOf(pages.contract),
        chunkOf('src/app/query/query-layout.tsx'),
      ]),
    );
    expect(preloaded(`/portal/${company}`)).toEqual(expect.arrayContaining([chunkOf(pages.home)]));
    // Not a page of the signed-in portal: nothing.
    expect(preloaded(`/portal/${company}/sign-in`)).toEqual([]);
  });
});

describe('the studio lists in the build (issue 31: a list on a phone)', () => {
  it.each(['src/features/clients/routes/clients-page.tsx', 'src/features/jobs/routes/jobs-page.tsx'])(
    '%s loads no floating layer before its first answer (Mantine’s table brought it for one hook)',
    (page) => {
      const modules = pageFiles([page]).flatMap(modulesOf);
      expect(modules.some((id) => id.includes(page.replace('src/', '')))).toBe(true);
      expect(modules.some((id) => /components[\\/]Table[\\/]Table\.mjs/.test(id))).toBe(true);
      expect(modules.filter((id) => /@floating-ui[\\/]/.test(id))).toEqual([]);
    },
  );
});
