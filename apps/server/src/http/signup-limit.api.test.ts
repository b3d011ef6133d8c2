import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';
import { randomIp, signupForm } from '../test/factories.ts';

/** Issue 10 §12: a test server sets its own sign-up limit instead of starting a server for a fresh counter. */
it.override('appOptions', { env: { FOCAL_TEST_SIGNUP_LIMIT: '2' } });

describe('FOCAL_TEST_SIGNUP_LIMIT', () => {
  it('sets how many sign-ups one address may make in the hour', async ({ api }) => {
    const ip = randomIp();
    const signUp = () => api.post('/api/auth/signup', signupForm(), { ip });
    expect((await signUp()).statusCode).toBe(200);
    expect((await signUp()).statusCode).toBe(200);
    const third = await signUp();
    expect(third.statusCode).toBe(429);
    expect(third.json().errorCode).toBe('RateLimited');
    // Another address has its own count.
    const elsewhere = await api.post('/api/auth/signup', signupForm(), { ip: randomIp() });
    expect(elsewhere.statusCode).toBe(200);
  });
});
