import type { Config } from '../config.ts';
import { type Limit, SIGNUP } from './rate-limits/rate-limit.ts';

/**
 * Sign-ups per client address: 20 an hour, or what FOCAL_TEST_SIGNUP_LIMIT says on a test server
 * (refused in production), so journeys that each sign up a fresh account share one server instead
 * of starting one only to get a fresh counter (issue 10 §12).
 */
export const signupLimit = (config: Pick<Config, 'testSignupLimit'>): Limit =>
  config.testSignupLimit === undefined ? SIGNUP : { ...SIGNUP, max: config.testSignupLimit };
