import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signupForm } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Issue 10 §12: a test server sets its own sign-up limit instead of starting a server for a fresh counter. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FOCAL_TEST_SIGNUP_LIMIT: '2' });
});
afterAll(() => t.close());

describe('FOCAL_TEST_SIGNUP_LIMIT', () => {
  it('sets how many sign-ups one address may make in the hour', async () => {
    const ip = randomIp();
    const signUp = () => t.call({ method: 'POST', url: '/api/auth/signup', payload: signupForm(), ip });
    expect((await signUp()).statusCode).toBe(200);
    expect((await signUp()).statusCode).toBe(200);
    const third = await signUp();
    expect(third.statusCode).toBe(429);
    expect(third.json().errorCode).toBe('RateLimited');
    // Another address has its own count.
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupForm(),
      ip: randomIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
