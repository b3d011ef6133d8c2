import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures.ts';
import { SERVER_HOOK_TIMEOUT_MS, startServer, type StartedServer } from '../support/server.ts';
import { DEMO_OWNER } from '../support/session.ts';

/**
 * The support chat widget. A stand-in for Intercom's script on
 * loopback defines `window.Intercom` the way the real one does (it replays the commands queued
 * before it arrived, then takes new ones) and posts every command it receives back to its server,
 * which records them and every request for the script. Focal runs with CHAT_WIDGET_URL pointing at it.
 */

type Call = { command: string; settings?: Record<string, unknown> & { company?: { name?: string } } };

const WIDGET = `(() => {
  const base = document.currentScript.src.replace(/\\/widget\\.js$/, '');
  const record = (args) =>
    fetch(base + '/calls', { method: 'POST', body: JSON.stringify({ command: args[0], settings: args[1] }) });
  const queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = (...args) => void record(args);
  for (const args of queued) record(args);
})();`;

function widgetServer() {
  const calls: Call[] = [];
  let scriptRequests = 0;
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'GET' && req.url === '/widget.js') {
      scriptRequests += 1;
      res.setHeader('content-type', 'text/javascript');
      res.end(WIDGET);
      return;
    }
    if (req.method === 'POST' && req.url === '/calls') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        calls.push(JSON.parse(body) as Call);
        res.end();
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  return {
    calls,
    scriptRequests: () => scriptRequests,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('the support chat widget', () => {
  const widget = widgetServer();
  let server: StartedServer;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    const base = await widget.start();
    server = await startServer({ CHAT_APP_ID: 'e2e-app', CHAT_WIDGET_URL: `${base}/widget.js` });
  });
  test.afterAll(async () => {
    await server?.stop();
    await widget.stop();
  });

  test('boots after sign-in with the user, updates on a company switch, shuts down on sign-out, and never loads on /login', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const commands = () => widget.calls.map((c) => c.command);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/widget.js')) scripts.push(req.url());
    });

    await page.goto(`${server.baseURL}/login`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(widget.scriptRequests()).toBe(0);

    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(commands).toEqual(['boot']);
    const boot = widget.calls[0]!.settings!;
    expect(boot).toMatchObject({
      app_id: 'e2e-app',
      api_base: 'https://api-iam.intercom.io',
      email: DEMO_OWNER.email,
      name: 'Dana',
      company: { name: 'Lumen & Co Photography', plan: 'MASTER' },
    });
    expect(typeof boot.user_id).toBe('string');
    expect(typeof boot.created_at).toBe('number');
    expect(widget.scriptRequests()).toBe(1);

    await page.getByRole('button', { name: 'Account menu for Dana Demo' }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'Lumen Portraits' }).click();
    await expect.poll(commands).toEqual(['boot', 'update']);
    expect(widget.calls[1]!.settings!.company).toMatchObject({ name: 'Lumen Portraits' });

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(commands).toEqual(['boot', 'update', 'shutdown']);
    expect(widget.scriptRequests()).toBe(1);
  });
});
