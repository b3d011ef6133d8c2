import { describe, expect, it } from 'vitest';
import {
  closeTwoFactor,
  getTwoFactorControl,
  markTwoFactor,
  openTwoFactor,
  type TwoFactorPayload,
} from './control';

const payload: TwoFactorPayload = {
  loginActions: { authorizationKey: 'key-1234567890abcdef' },
  userPayload: { email: 'ada@example.com' },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the two-factor modal control (spec 02 §3)', () => {
  it('opens with an action and payload, and resolves with the close result; the state is then cleared', async () => {
    const result = openTwoFactor('SETUP', { ...payload, enforce: true });
    expect(getTwoFactorControl()).toMatchObject({ state: true, action: 'SETUP', payload: { enforce: true } });
    markTwoFactor('SUCCESS_SETUP');
    expect(getTwoFactorControl()).toMatchObject({ state: true, action: 'SUCCESS_SETUP' });
    closeTwoFactor('SETUP_AND_LOGIN');
    await expect(result).resolves.toBe('SETUP_AND_LOGIN');
    expect(getTwoFactorControl()).toMatchObject({ state: false, action: null, payload: {} });
  });

  it('LAUNCH_RESET opens the recovery modal and LAUNCH_LOGIN the login modal again, with the same payload', async () => {
    const result = openTwoFactor('LOGIN', payload);
    const first = getTwoFactorControl().id;
    closeTwoFactor('LAUNCH_RESET');
    await flush();
    expect(getTwoFactorControl()).toMatchObject({ state: true, action: 'RESET', payload });
    closeTwoFactor('LAUNCH_LOGIN');
    await flush();
    expect(getTwoFactorControl()).toMatchObject({ state: true, action: 'LOGIN', payload });
    // Each opening is a new one: the modal starts afresh.
    expect(getTwoFactorControl().id).toBe(first + 2);
    closeTwoFactor('SUCCESS_LOGIN');
    await expect(result).resolves.toBe('SUCCESS_LOGIN');
  });

  it('a dismissed modal resolves null; a second request replaces the first, which resolves null', async () => {
    const first = openTwoFactor('RESET', payload);
    const second = openTwoFactor('SETUP', { enforce: true });
    await expect(first).resolves.toBeNull();
    expect(getTwoFactorControl()).toMatchObject({ state: true, action: 'SETUP' });
    closeTwoFactor(null);
    await expect(second).resolves.toBeNull();
    expect(getTwoFactorControl().state).toBe(false);
  });

  it('marking a closed control does nothing', () => {
    markTwoFactor('DISMISS_SETUP');
    expect(getTwoFactorControl()).toMatchObject({ state: false, action: null });
  });
});
