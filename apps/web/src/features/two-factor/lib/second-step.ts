import type { TwoFactorLoginData, TwoFactorSetupData } from '@focal/contracts/two-factor';
import type { TwoFactorAnswer } from '../../../shared/errors/two-factor-flows';
import { navigateTo } from '../../../shared/navigation';
import { getTwoFactorControl, openTwoFactor, type TwoFactorPayload } from '../control';

/** The email the sign-in sent (a password sign-in's `email`, a recovery's `userData.email`). */
function sentEmail(sent: unknown): string | undefined {
  const body = sent as { email?: unknown; userData?: { email?: unknown } } | undefined;
  const email = body?.email ?? body?.userData?.email;
  return typeof email === 'string' ? email : undefined;
}

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
export async function secondStep({ code, data, sent }: TwoFactorAnswer) {
  const login = code === '212';
  const email = sentEmail(sent);
  const result = await openTwoFactor(
    login ? 'LOGIN' : 'SETUP',
    login ? loginPayload(data as TwoFactorLoginData, email) : setupPayload(data as TwoFactorSetupData, email),
  );
  if (result === 'SUCCESS_LOGIN' || result === 'SETUP_AND_LOGIN') navigateTo('/', { replace: true });
  // Replaced by another step (a recovery's sign-in answered 213): that one decides.
  else if (getTwoFactorControl().state) return;
  else if (window.location.pathname !== '/login') navigateTo('/login', { replace: true });
}
