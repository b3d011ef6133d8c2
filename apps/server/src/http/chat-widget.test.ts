import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { chatCspSources } from './chat-widget.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** The page's policy as a map of directive → sources, for a configuration's environment. */
async function pagePolicy(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: '/tmp/focal-chat-csp', JWT_SECRET: 'x'.repeat(40), ...env });
  const app = Fastify();
  registerSecurityHeaders(app, () => [], chatCspSources(config.chat));
  app.get('/', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
  const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
  await app.close();
  return new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
}

describe("the support chat in the page's CSP", () => {
  it('adds nothing when the chat is off', async () => {
    const policy = await pagePolicy({});
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'about:']);
    expect(policy.has('media-src')).toBe(false);
    expect([...policy.values()].flat().join(' ')).not.toMatch(/intercom/);
  });

  it("allows Intercom's widget, its CDN and the region's API base when on", async () => {
    const policy = await pagePolicy({ CHAT_APP_ID: 'abc123', CHAT_REGION: 'ap' });
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://widget.intercom.io',
      'https://app.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    const connect = policy.get('connect-src')!;
    expect(connect).toContain('https://api-iam.au.intercom.io');
    expect(connect).toContain('wss://nexus-australia-websocket.intercom.io');
    expect(connect).not.toContain('https://api-iam.intercom.io');
    expect(policy.get('frame-src')).toContain('https://intercom-sheets.com');
    expect(policy.get('img-src')).toContain('https://static.intercomassets.com');
    expect(policy.get('font-src')).toContain('https://js.intercomcdn.com');
    expect(policy.get('media-src')).toEqual(["'self'", 'https://js.intercomcdn.com']);
    // Everything else keeps the app's own policy.
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it("allows only a widget's own origin and API base when it is served elsewhere", async () => {
    const policy = await pagePolicy({ CHAT_APP_ID: 'abc123', CHAT_WIDGET_URL: 'http://127.0.0.1:4999/w.js' });
    expect(policy.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:4999']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4999',
      'https://api-iam.intercom.io',
    ]);
    expect([...policy.values()].flat().join(' ')).not.toMatch(/intercomcdn/);
  });

  it('refuses a widget over plain HTTP from another machine, and an unknown region', () => {
    const base = { DATA_DIR: '/tmp/focal-chat-csp', CHAT_APP_ID: 'abc123' };
    expect(() => loadConfig({ ...base, CHAT_WIDGET_URL: 'http://evil.example/w.js' })).toThrow(
      /CHAT_WIDGET_URL/,
    );
    expect(() => loadConfig({ ...base, CHAT_REGION: 'mars' })).toThrow(/CHAT_REGION/);
    expect(() => loadConfig({ ...base, CHAT_APP_ID: 'a b' })).toThrow(/CHAT_APP_ID/);
  });
});
