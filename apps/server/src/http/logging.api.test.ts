import { sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';
import { loggedApp } from '../test/logged-app.ts';
import { signupForm } from '../test/factories.ts';

/**
 * Issue 10 §2: a failed query's parameters (a new user's argon2 hash, email and names), headers
 * carrying secrets and tokens in a link's query never reach the log. The app logs into a stream this
 * test reads; the database error is real (a trigger refuses every new user).
 */
let app: Awaited<ReturnType<typeof loggedApp>>['app'];
let read: () => string;
/** What the app logged since the last `skipLog()`. */
let from = 0;
const log = () => read().slice(from);
const skipLog = () => (from = read().length);
it.beforeAll(async ({ api }) => {
  ({ app, log: read } = await loggedApp(api.deps));
});
afterAll(() => app.close());

describe('the log', () => {
  it('keeps the code and message of a failed query, never its parameters', async ({ api }) => {
    await api.deps.db.execute(sql`
      create function refuse_users() returns trigger language plpgsql as $$
        begin raise exception 'users are refused by this test' using errcode = 'P0001'; end $$`);
    await api.deps.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`,
    );
    const form = signupForm({ firstName: 'Secretfirst', lastName: 'Secretlast' });
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: form });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('Internal');
    await api.deps.db.execute(sql`drop trigger refuse_users on users`);

    for (const secret of [form.email, form.password, 'Secretfirst', 'Secretlast', '$argon2', 'insert into'])
      expect(log().toLowerCase()).not.toContain(secret.toLowerCase());
    expect(log()).toContain('users are refused by this test');
    expect(log()).toContain('P0001');
  });

  it('carries no authorization, cookie or token of a request', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/basic/bootstrap?token=query-secret-0123456789&x=1',
      headers: { authorization: 'Bearer header-secret-0123456789', cookie: 'sid=cookie-secret-0123456789' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: 'body-secret-0123456789' },
    });
    // A link's token in the path (an administrator's invitation, a team invitation) is redacted too.
    await app.inject({ method: 'GET', url: '/api/admin/invitations/path-secret-0123456789abcdef' });
    await app.inject({ method: 'GET', url: '/api/public/invitations/path-secret-0123456789abcdef?x=1' });
    // The iCal feed's secret address.
    await app.inject({ method: 'GET', url: '/api/calendar/feed/path-secret-0123456789abcdef.ics' });
    expect(log()).toContain('/api/calendar/feed/[redacted]');
    expect(log()).toContain('/api/admin/invitations/[redacted]');
    expect(log()).toContain('/api/public/invitations/[redacted]?x=[redacted]');
    expect(log()).toContain('/api/basic/bootstrap?token=[redacted]&x=[redacted]');
    for (const secret of ['query-secret', 'header-secret', 'cookie-secret', 'body-secret', 'path-secret'])
      expect(log()).not.toContain(secret);
  });

  it('has request lines for the API only, not for health checks or the web app', async () => {
    skipLog();
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/assets/missing-chunk.js' });
    await app.inject({ method: 'GET', url: '/api/basic/bootstrap' });
    const urls = log()
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
      .filter(Boolean);
    expect(urls).toEqual(['/api/basic/bootstrap']);
  });
});
