import type { TwoFactorLoginData, TwoFactorSetupData } from '@focal/contracts/two-factor';
import { setTwoFactorFlow, type TwoFactorAnswer } from '../../shared/errors/two-factor-flows';
import { navigateTo } from '../../shared/navigation';
import { withBusyOverlay } from './busy-overlay';
import { getTwoFactorControl, openTwoFactor, type TwoFactorPayload } from './control';

const loginPayload = (data: TwoFactorLoginData, email: string | undefined): TwoFactorPayload => ({
  loginActions: { authorizationKey: data.authorizationKey, AUTHENTICATE_2FA: data.actions.AUTHENTICATE_2FA },
  recoverUser2FA: data.recoverUser2FA,
  userPayload: { email: data.email ?? email },
});

const setupPayload = (data: TwoFactorSetupData, email: string | undefined): TwoFactorPayload => ({
  enforce: true,
  user2faState: data.user2faState,
  configure2faMetadata: data.configure2faMetadata,
  enforcement: { companyName: data.companyName, canChange: false },
  loginActions: { authorizationKey: data.authorizationKey },
  userPayload: { email },
});

/**
 * Spec 01 §4.1 and §8: a sign-in answered 212 opens the login modal, 213 the forced setup. Signed in
 * (SUCCESS_LOGIN, SETUP_AND_LOGIN) the user goes to /; otherwise back to the sign-in form, still
 * signed out (from the OAuth and instant-link pages too, which have no form of their own).
 */
async function secondStep({ code, data, email }: TwoFactorAnswer) {
  const login = code === '212';
  // Under the overlay while the modals' code arrives: the page is not to be used meanwhile.
  await withBusyOverlay(() => import('./components/two-factor-modals'));
  const result = await openTwoFactor(
    login ? 'LOGIN' : 'SETUP',
    login ? loginPayload(data as TwoFactorLoginData, email) : setupPayload(data as TwoFactorSetupData, email),
  );
  if (result === 'SUCCESS_LOGIN' || result === 'SETUP_AND_LOGIN') navigateTo('/', { replace: true });
  // Replaced by another step (a recovery's sign-in answered 213): that one decides.
  else if (getTwoFactorControl().state) return;
  else if (window.location.pathname !== '/login') navigateTo('/login', { replace: true });
}

/** The catalogue's 212 and 213 rows call this (shared code cannot import the feature). */
export function installTwoFactorFlows() {
  setTwoFactorFlow((answer) => void secondStep(answer));
}
