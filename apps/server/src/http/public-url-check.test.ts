import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPublicUrlCheck } from './public-url-check.ts';

/**
 * Issue 31: opened at another address than PUBLIC_URL (127.0.0.1 for localhost), the server's log
 * says which address to open, once per address, and never for the API or the right address. A bare
 * Fastify app with the hook alone: nothing else of the app takes part.
 */
let log = '';
const app = Fastify({
  logger: {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    }),
  },
});
beforeAll(async () => {
  registerPublicUrlCheck(app, 'http://localhost:3000');
  app.get('/*', async () => 'page');
  await app.ready();
});
afterAll(() => app.close());

const open = (host: string, url = '/login') => app.inject({ method: 'GET', url, headers: { host } });
const advice = (host: string) =>
  log
    .split('\n')
    .filter(
      (line) => line.includes(`opened at http://${host}`) && line.includes('open http://localhost:3000'),
    );

describe('a page opened at another address than PUBLIC_URL', () => {
  it('names the address to open, once per other address', async () => {
    await open('127.0.0.1:3000');
    await open('127.0.0.1:3000', '/clients');
    expect(advice('127.0.0.1:3000')).toHaveLength(1);
    await open('192.168.1.20:3000');
    expect(advice('192.168.1.20:3000')).toHaveLength(1);
  });

  it('says nothing at PUBLIC_URL itself, for the API, or for a host no address looks like', async () => {
    const before = log;
    await open('localhost:3000');
    await open('127.0.0.2:3000', '/api/basic/bootstrap');
    await open('evil\u2028host');
    expect(log.slice(before.length)).not.toContain('opened at');
  });
});
