import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { chatCspSources } from './chat-widget.ts';
import { mapsCspSources, mergeCspSources } from './maps-script.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** The page's policy as a map of directive → sources, for a configuration's environment (as app.ts builds it). */
async function pagePolicy(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: '/tmp/focal-maps-csp', JWT_SECRET: 'x'.repeat(40), ...env });
  const app = Fastify();
  registerSecurityHeaders(
    app,
    () => [],
    mergeCspSources(chatCspSources(config.chat), mapsCspSources(config.mapsApiKey)),
  );
  app.get('/', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
  const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
  await app.close();
  return new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
}

describe("the maps script in the page's CSP", () => {
  it('allows no Google origin without a key', async () => {
    const policy = await pagePolicy({});
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect([...policy.values()].flat().join(' ')).not.toMatch(/google|gstatic/);
  });

  it("allows the maps script's and places' origins with a key", async () => {
    const policy = await pagePolicy({ MAPS_API_KEY: 'AIzaTestKey_123-abc' });
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://maps.googleapis.com',
        'https://maps.gstatic.com',
        'https://places.googleapis.com',
      ]),
    );
    expect(policy.get('img-src')).toContain('https://maps.gstatic.com');
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it("keeps the chat's origins beside the maps' when both are on", async () => {
    const policy = await pagePolicy({ MAPS_API_KEY: 'AIzaTestKey', CHAT_APP_ID: 'abc123' });
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://widget.intercom.io', 'https://maps.googleapis.com']),
    );
    // The key itself is never in the policy.
    expect([...policy.values()].flat().join(' ')).not.toContain('AIzaTestKey');
  });
});
