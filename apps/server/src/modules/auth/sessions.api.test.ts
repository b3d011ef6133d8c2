// engine-dependent: two tabs refresh with one token at once.
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { refreshTokens } from '../../db/schema.ts';
import { seedDemo, DEMO_ADMIN, DEMO_OWNER } from '../../db/seed/demo.ts';
import { randomIp } from '../../test/factories.ts';
import { createSecondApp } from '../../test/test-app.ts';

it.beforeAll(async ({ api }) => {
  await seedDemo(api.deps.db);
});

const bootstrap = (api: Api, accessToken: string) =>
  api.call({
    method: 'GET',
    url: '/api/basic/bootstrap',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('sign-in', () => {
  it('answers a wrong password and an unknown address with the same error', async ({ api }) => {
    const wrong = await api.post(
      '/api/auth/login',
      {
        email: DEMO_OWNER.email,
        password: 'not the password',
      },
      { ip: randomIp() },
    );
    const unknown = await api.post(
      '/api/auth/login',
      {
        email: 'nobody@focal.test',
        password: 'not the password',
      },
      { ip: randomIp() },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      errorCode: 'InvalidCredentials',
      errorTitle: 'Sign-in failed',
      errorMessage: 'The email or password is incorrect.',
      data: null,
    });
  });

  it('locks an address after 20 failures in 15 minutes, from any client address', async ({ api }) => {
    const { form } = await api.signedInOwner();
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await api.post(
            '/api/auth/login',
            { email: form.email, password: `wrong-${i}-password` },
            { ip: randomIp() },
          )
        ).statusCode,
      ).toBe(401);
    }
    const locked = await api.post(
      '/api/auth/login',
      { email: form.email, password: form.password },
      { ip: randomIp() },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('RateLimited');
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('locks a client address after 20 failures across many accounts', async ({ api }) => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      await api.post(
        '/api/auth/login',
        { email: `probe-${i}@focal.test`, password: 'whatever-password' },
        { ip: ip },
      );
    const blocked = await api.post(
      '/api/auth/login',
      { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
      { ip: ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect((await api.post('/api/auth/login', DEMO_OWNER, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('never limits successful sign-ins', async ({ api }) => {
    const { form } = await api.signedInOwner();
    const ip = randomIp();
    for (let i = 0; i < 25; i++) {
      expect(
        (await api.post('/api/auth/login', { email: form.email, password: form.password }, { ip: ip }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('lets administrators sign in on /login, and bootstrap then answers IncorrectAccount', async ({
    api,
  }) => {
    const login = await api.post('/api/auth/login', DEMO_ADMIN, { ip: randomIp() });
    expect(login.statusCode).toBe(200);
    const boot = await bootstrap(api, login.json().data.access_token);
    expect(boot.statusCode).toBe(403);
    expect(boot.json()).toMatchObject({
      errorCode: 'IncorrectAccount',
      errorTitle: "We're not in Kansas anymore!",
      errorMessage:
        "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.",
    });
  });

  it('signs administrators in at their own endpoint, and refuses studio users there', async ({ api }) => {
    const admin = await api.post('/api/admin/auth/login', DEMO_ADMIN, { ip: randomIp() });
    expect(admin.statusCode).toBe(200);
    const me = await api.call({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${admin.json().data.access_token}` },
    });
    expect(me.json()).toMatchObject({ data: { email: DEMO_ADMIN.email, name: 'Focal Administrator' } });
    expect((await api.post('/api/admin/auth/login', DEMO_OWNER, { ip: randomIp() })).statusCode).toBe(403);
    const owner = await api.post('/api/auth/login', DEMO_OWNER, { ip: randomIp() });
    const refused = await api.call({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${owner.json().data.access_token}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('an owner at the administrator sign-in (issue 10 §11)', () => {
  it('is told, once the password is verified, that this is not the studio sign-in, with a link to it', async ({
    api,
  }) => {
    const owner = await api.post('/api/admin/auth/login', DEMO_OWNER, { ip: randomIp() });
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({
      errorCode: 'StudioAccount',
      errorTitle: "We're not in Kansas anymore!",
      errorMessage:
        "It seems like you're trying to sign in on the studio sign-in page. Click below to be taken to the correct sign-in page.",
      data: { resourcesLinks: { STUDIO_LOGIN: { url: '/login', method: 'GET' } } },
    });
  });

  it('answers a wrong password for an owner exactly as for an unknown email, revealing nothing', async ({
    api,
  }) => {
    const wrong = await api.post(
      '/api/admin/auth/login',
      {
        email: DEMO_OWNER.email,
        password: 'not-the-password',
      },
      { ip: randomIp() },
    );
    const unknown = await api.post(
      '/api/admin/auth/login',
      {
        email: 'nobody@focal.test',
        password: 'x-password',
      },
      { ip: randomIp() },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errorCode).toBe('InvalidCredentials');
  });
});

describe('access and refresh tokens', () => {
  it('answers 450 for a missing, forged or malformed access token', async ({ api }) => {
    const none = await api.get('/api/basic/bootstrap');
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('450');
    const forged = await new SignJWT({ sid: crypto.randomUUID(), kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer('focal')
      .setAudience('access')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret-0000'));
    expect((await bootstrap(api, forged)).json().errorCode).toBe('450');
    expect((await bootstrap(api, 'garbage')).json().errorCode).toBe('450');
  });

  it('answers 452 for an expired access token, and the refresh token then gets a working pair', async ({
    api,
  }) => {
    const { tokens } = await api.signedInOwner();
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid, kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('focal')
      .setAudience('access')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(api.deps.config.jwtSecret));
    const res = await bootstrap(api, expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('452');

    const refreshed = await api.post(
      '/api/auth/refresh',
      { refresh_token: tokens.refresh_token },
      { ip: randomIp() },
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const pair = refreshed.json().data;
    expect(pair.refresh_token).not.toBe(tokens.refresh_token);
    expect((await bootstrap(api, pair.access_token)).statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same token at once', async ({ api }) => {
    const { tokens } = await api.signedInOwner();
    const [a, b] = await Promise.all([
      api.post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, { ip: randomIp() }),
      api.post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, { ip: randomIp() }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await bootstrap(api, a.json().data.access_token)).statusCode).toBe(200);
    expect((await bootstrap(api, b.json().data.access_token)).statusCode).toBe(200);
  });

  it('answers every use of one refresh token within the grace window with the same successor', async ({
    api,
  }) => {
    const { tokens } = await api.signedInOwner();
    const refreshWith = (token: string) =>
      api.post('/api/auth/refresh', { refresh_token: token }, { ip: randomIp() });
    const [a, b] = await Promise.all([refreshWith(tokens.refresh_token), refreshWith(tokens.refresh_token)]);
    const c = await refreshWith(tokens.refresh_token);
    const successors = [a, b, c].map((r) => r.json().data.refresh_token as string);
    expect(new Set(successors).size).toBe(1);
    expect(successors[0]).not.toBe(tokens.refresh_token);
    // A thief replaying the old token after the owner moved on to the successor ends the session.
    const next = (await refreshWith(successors[0]!)).json().data;
    const replay = await refreshWith(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('450');
    expect((await refreshWith(next.refresh_token)).json().errorCode).toBe('450');
    expect((await bootstrap(api, next.access_token)).json().errorCode).toBe('450');
  });

  it('revokes the whole session when a rotated refresh token is replayed after the grace window', async ({
    api,
  }) => {
    const { tokens } = await api.signedInOwner();
    const next = (
      await api.post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, { ip: randomIp() })
    ).json().data;
    await api.deps.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '5 minutes'` })
      .where(sql`${refreshTokens.usedAt} is not null`);

    const replay = await api.post(
      '/api/auth/refresh',
      { refresh_token: tokens.refresh_token },
      { ip: randomIp() },
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('450');
    expect(
      (await api.post('/api/auth/refresh', { refresh_token: next.refresh_token }, { ip: randomIp() })).json()
        .errorCode,
    ).toBe('450');
    expect((await bootstrap(api, next.access_token)).json().errorCode).toBe('450');
  });

  it('refuses an unknown refresh token', async ({ api }) => {
    const res = await api.post(
      '/api/auth/refresh',
      { refresh_token: 'not-a-real-refresh-token' },
      { ip: randomIp() },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('450');
  });

  it('logs out: the access and refresh tokens stop working, other sessions stay', async ({ api }) => {
    const { form, tokens, auth } = await api.signedInOwner();
    const other = (
      await api.post('/api/auth/login', { email: form.email, password: form.password }, { ip: randomIp() })
    ).json().data;
    const out = await api.post(
      '/api/auth/logout',
      { refresh_token: tokens.refresh_token },
      { as: auth, ip: randomIp() },
    );
    expect(out.statusCode).toBe(200);
    expect((await bootstrap(api, tokens.access_token)).json().errorCode).toBe('450');
    expect(
      (await api.post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, { ip: randomIp() }))
        .statusCode,
    ).toBe(401);
    expect((await bootstrap(api, other.access_token)).statusCode).toBe(200);
  });

  it('logs out with only an access token or nothing at all without an error', async ({ api }) => {
    const { tokens, auth } = await api.signedInOwner();
    expect((await api.post('/api/auth/logout', undefined, { as: auth })).statusCode).toBe(200);
    expect((await bootstrap(api, tokens.access_token)).json().errorCode).toBe('450');
    expect((await api.call({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });
});

describe('revocation across API processes', () => {
  it('a logout in one process is refused by another sharing the database within a few seconds', async ({
    api,
  }) => {
    const other = await createSecondApp(api);
    try {
      const { tokens, auth } = await api.signedInOwner();
      const onOther = () => other.inject({ method: 'GET', url: '/api/basic/bootstrap', headers: auth });
      expect((await onOther()).statusCode).toBe(200);
      await api.post(
        '/api/auth/logout',
        { refresh_token: tokens.refresh_token },
        { as: auth, ip: randomIp() },
      );
      const deadline = Date.now() + 5_000;
      let code = '';
      while (Date.now() < deadline && code !== '450') {
        await new Promise((r) => setTimeout(r, 100));
        code = (await onOther()).json().errorCode;
      }
      expect(code).toBe('450');
    } finally {
      await other.close();
    }
  });
});
