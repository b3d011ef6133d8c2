import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';

// A web build of this file's own, with its .br and .gz variants as the Vite build writes them.
const webDist = mkdtempSync(join(tmpdir(), 'focal-web-compressed-'));
mkdirSync(join(webDist, 'assets'));
const files: Record<string, string> = {
  'index.html': `<!doctype html><title>Focal</title><div id="root">app shell</div>${' '.repeat(2000)}`,
  'login.html': `<!doctype html><title>Sign in</title><div id="root"><form>sign in</form></div>${'<p></p>'.repeat(300)}`,
  'signup.html': `<!doctype html><title>Sign up</title><div id="root">sign up</div>${'<p></p>'.repeat(300)}`,
  'portal.html': `<!doctype html><title>Focal</title><div id="root"></div><header>studio band</header>${' '.repeat(2000)}`,
  'sw.js': `self.addEventListener('fetch', () => {});${'\n'.repeat(10)}`,
  'assets/app-Ab12Cd.js': `export const greeting = ${JSON.stringify('hello '.repeat(2000))};`,
  'assets/app-Ab12Cd.css': `body { color: #123456; }\n`.repeat(200),
};
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(webDist, name), text);
  // sw.js stays without variants: too small to pay (and so served as it is).
  if (name === 'sw.js') continue;
  writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${name}.gz`), gzipSync(text));
}
writeFileSync(join(webDist, 'build.json'), JSON.stringify({ version: 'build-c' }));
it.override('appOptions', { env: { WEB_DIST_DIR: webDist } });

const BOTH = { 'accept-encoding': 'br, gzip' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web build goes out precompressed', () => {
  it('sends brotli to a client that accepts it, with the variant length and the file type', async ({
    api,
  }) => {
    const res = await api.get('/assets/app-Ab12Cd.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(files['assets/app-Ab12Cd.js']!.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files['assets/app-Ab12Cd.js']);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends gzip when only gzip is accepted, and the file itself when nothing is', async ({ api }) => {
    const gz = await api.get('/assets/app-Ab12Cd.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['assets/app-Ab12Cd.css']);
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await api.get('/assets/app-Ab12Cd.css', { headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(files['assets/app-Ab12Cd.css']);
      expect(Number(plain.headers['content-length'])).toBe(files['assets/app-Ab12Cd.css']!.length);
      // A shared cache must not hand this answer to a client that accepts brotli.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('answers HEAD with the headers alone and a range with the bytes asked for', async ({ api }) => {
    const head = await api.call({ method: 'HEAD', url: '/assets/app-Ab12Cd.js', headers: BOTH });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    const range = await api.get('/assets/app-Ab12Cd.js', { headers: { range: 'bytes=0-5' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('export');
    expect(range.headers['content-range']).toBe(`bytes 0-5/${files['assets/app-Ab12Cd.js']!.length}`);
  });

  it('never lets a page or the service worker be cached for long', async ({ api }) => {
    for (const path of ['/', '/jobs/42', '/login', '/sw.js']) {
      const res = await api.get(path, { headers: BOTH });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    // no-cache means revalidate: an unchanged page costs a 304 and no body.
    const first = await api.get('/login', { headers: BOTH });
    const again = await api.get('/login', { headers: { ...BOTH, 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const worker = await api.get('/sw.js', { headers: BOTH });
    expect(worker.headers['content-encoding']).toBeUndefined();
    expect(worker.body).toBe(files['sw.js']);
  });

  it('sends the prerendered page of a path that has one, the portal’s under /portal/, and the app shell elsewhere', async ({
    api,
  }) => {
    const page = async (path: string) => {
      const res = await api.get(path, { headers: BOTH });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers.vary, path).toMatch(/accept-encoding/i);
      return brotliDecompressSync(res.rawPayload).toString();
    };
    expect(await page('/login')).toBe(files['login.html']);
    expect(await page('/login?next=%2Fjobs')).toBe(files['login.html']);
    expect(await page('/signup')).toBe(files['signup.html']);
    // The client portal's document for every path under /portal/ (no studio frame in it).
    const portal = '/portal/4f0c2b1a-7d3e-4a5b-9c6d-1e2f3a4b5c6d';
    for (const path of [
      portal,
      `${portal}/invoices/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e`,
      `${portal}/open/tok?x=1`,
    ]) {
      expect(await page(path), path).toBe(files['portal.html']);
    }
    for (const path of [
      '/',
      '/signup/confirm/abc',
      '/login/',
      '/index',
      '/jobs',
      '/login.html/..%2Flogin',
      '/portals/x',
    ]) {
      expect(await page(path), path).toBe(files['index.html']);
    }
    const head = await api.call({ method: 'HEAD', url: '/login', headers: BOTH });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers a missing asset, or a variant asked for by name, 404 in the error body', async ({ api }) => {
    for (const path of [
      '/assets/gone-123.js',
      '/assets/app-Ab12Cd.js.br',
      '/index.html.gz',
      '/login.html.br',
    ]) {
      const res = await api.get(path, { headers: BOTH });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(Object.keys(res.json()).sort(), path).toEqual([
        'data',
        'errorCode',
        'errorMessage',
        'errorTitle',
      ]);
      expect(res.json().errorCode, path).toBe('NotFound');
    }
  });
});

describe('the API compresses answers worth it', () => {
  it('sends a large JSON answer as brotli or gzip, as accepted, and as it is to a client that asks for neither', async ({
    api,
  }) => {
    const plain = await api.get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await api.get('/api/openapi.json', { headers: BOTH });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await api.get('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('never fails on a strange Accept-Encoding, for a file or an API answer', async ({ api }) => {
    const strange = [
      'br;q=abc',
      '*',
      '*;q=0',
      'identity;q=0',
      ',,;;',
      'zstd, compress',
      `${'x,'.repeat(2000)}br`,
    ];
    for (const encoding of strange) {
      for (const path of ['/assets/app-Ab12Cd.js', '/login', '/api/openapi.json']) {
        const res = await api.get(path, { headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${path} ${encoding}`).toBe(200);
        expect([undefined, 'br', 'gzip'], `${path} ${encoding}`).toContain(res.headers['content-encoding']);
      }
    }
  });

  it('leaves a small answer as it is', async ({ api }) => {
    const res = await api.post(
      '/api/auth/login',
      { email: 'nobody@focal.test', password: 'wrong-password' },
      {
        headers: BOTH,
      },
    );
    expect(res.statusCode).toBe(401);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().errorCode).toBeTruthy();
  });

  it('reads a compressed request body as the bytes it is: malformed JSON, never a 500', async ({ api }) => {
    const res = await api.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.co', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('MalformedRequest');
  });
});
