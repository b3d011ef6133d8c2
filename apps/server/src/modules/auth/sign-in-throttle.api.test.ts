// engine-dependent: parallel sign-ins reserve their count atomically, across two API processes.
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, apiOf, it } from '../../test/api-test.ts';
import { mailOutbox } from '../../db/schema.ts';
import { GOOD_PASSWORD, randomIp, uniqueEmail } from '../../test/factories.ts';
import { createSecondApp, createTestApp } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';
import { createAccount } from './accounts.ts';

type Body = { email: string; password: string; device_token?: string };
const login = (api: Api, payload: Body, ip = randomIp()) =>
  api.call({ method: 'POST', url: '/api/auth/login', payload, ip });

async function confirmedOwner(api: Api, email: string) {
  await createAccount(api.deps.db, {
    email,
    firstName: 'Olive',
    lastName: 'Owner',
    passwordHash: await hashPassword(GOOD_PASSWORD),
    country: 'US',
    currency: 'USD',
    timeZone: 'UTC',
    companyName: 'Olive Studio',
    emailConfirmed: true,
    trialDays: 14,
  });
}

/** An owner who signed in once from their browser, which kept the device token it was given. */
async function ownerWithDevice(api: Api) {
  const email = uniqueEmail('owner');
  await confirmedOwner(api, email);
  const first = await login(api, { email, password: GOOD_PASSWORD });
  const deviceToken = first.json().data.device_token as string;
  expect(deviceToken).toEqual(expect.any(String));
  return { email, password: GOOD_PASSWORD, deviceToken };
}

const withDevice = (o: { email: string; password: string; deviceToken: string }) => ({
  email: o.email,
  password: o.password,
  device_token: o.deviceToken,
});

describe('sign-in throttling with device tokens (issue 10 §5)', () => {
  it('twenty wrong passwords from twenty addresses do not lock the owner out of their own device', async ({
    api,
  }) => {
    const owner = await ownerWithDevice(api);
    for (let i = 0; i < 20; i++) {
      const guess = await login(api, { email: owner.email, password: `guess-${i}-password` });
      expect(guess.json().errorCode).toBe('InvalidCredentials');
    }
    // Untrusted devices are still slowed per account…
    const stranger = await login(api, { email: owner.email, password: owner.password });
    expect(stranger.statusCode).toBe(429);
    // …but the owner's browser, sending its device token, signs in, and gets a renewed token.
    const own = await login(api, withDevice(owner));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.device_token).toEqual(expect.any(String));
    expect(own.json().data.device_token).not.toBe(owner.deviceToken);
  });

  it('counts failures with a device token against that device only, and locks the device after 20', async ({
    api,
  }) => {
    const owner = await ownerWithDevice(api);
    for (let i = 0; i < 20; i++) {
      const typo = await login(api, {
        email: owner.email,
        password: `typo-${i}-password`,
        device_token: owner.deviceToken,
      });
      expect(typo.json().errorCode).toBe('InvalidCredentials');
    }
    const locked = await login(api, withDevice(owner));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('RateLimited');
    // The account's untrusted budget was not spent by the device's failures.
    expect((await login(api, { email: owner.email, password: owner.password })).statusCode).toBe(200);
  });

  it("treats another account's device token, or a forged one, as an untrusted device", async ({ api }) => {
    const victim = await ownerWithDevice(api);
    const attacker = await ownerWithDevice(api);
    const forged = `${victim.deviceToken.slice(0, -4)}AAAA`;
    for (let i = 0; i < 20; i++) {
      const token = i % 2 ? attacker.deviceToken : forged;
      await login(api, { email: victim.email, password: `guess-${i}-password`, device_token: token });
    }
    const blocked = await login(api, {
      email: victim.email,
      password: victim.password,
      device_token: forged,
    });
    expect(blocked.statusCode).toBe(429);
    expect((await login(api, withDevice(victim))).statusCode).toBe(200);
  });
});

describe('atomic counting (issue 10 §8)', () => {
  it('lets exactly 20 of 100 parallel wrong sign-ins from one address be checked, across two API processes', async ({
    api,
  }) => {
    const other = await createSecondApp(api);
    try {
      const ip = randomIp();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const payload = { email: uniqueEmail('probe'), password: 'wrong-password-1' };
          if (i % 2) return login(api, payload, ip);
          return other.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
        }),
      );
      const codes = answers.map((a) => a.json().errorCode as string);
      expect(codes.filter((c) => c === 'InvalidCredentials')).toHaveLength(20);
      expect(codes.filter((c) => c === 'RateLimited')).toHaveLength(80);
    } finally {
      await other.close();
    }
  });

  it('lets exactly 20 of 30 parallel resets with unknown links from one address be checked', async ({
    api,
  }) => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.post(
          '/api/auth/reset',
          { token: `no-such-reset-link-${i}`, password: 'a brand new passphrase 42' },
          { ip },
        ),
      ),
    );
    const codes = answers.map((a) => a.json().errorCode as string);
    expect(codes.filter((c) => c === 'VerificationLinkInvalid')).toHaveLength(20);
    expect(codes.filter((c) => c === 'RateLimited')).toHaveLength(10);
  });

  it('sends at most 5 reset mails an hour to one account, however many requests arrive at once', async ({
    api,
  }) => {
    const email = uniqueEmail('forgetful');
    await confirmedOwner(api, email);
    await Promise.all(
      Array.from({ length: 12 }, () => api.post('/api/auth/forgot', { email }, { ip: randomIp() })),
    );
    const mails = await api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(5);
  });
});

describe('the client address behind a proxy (issue 10 §3)', () => {
  it('with one trusted hop, changing the left-most X-Forwarded-For entry does not escape the limit', async () => {
    const proxied = apiOf(await createTestApp({ TRUST_PROXY: '1' }));
    try {
      const viaProxy = (spoofed: string) =>
        proxied.post(
          '/api/auth/login',
          { email: uniqueEmail('probe'), password: 'wrong-password-1' },
          { ip: '10.9.9.9', headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.7` } },
        );
      for (let i = 0; i < 20; i++) {
        expect((await viaProxy(`198.51.100.${i + 1}`)).json().errorCode).toBe('InvalidCredentials');
      }
      const escaped = await viaProxy('198.51.100.200');
      expect(escaped.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
