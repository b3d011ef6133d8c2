import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestPlansAfterLogin } from '../../../shared/response-extras/plans-frame';
import { startSession } from '../../../shared/session/session-store';
import { AuthCard } from '../../../shared/ui/auth-card';
import { safeRedirect } from '../../../shared/ui/safe-redirect';
import { login } from '../api/login';
import { LoginForm } from '../components/login-form';
import { SwitchPrompt } from '../components/switch-prompt';
import { authMessages } from '../messages';

const texts = authMessages.login;

/** `alternatives`: other ways to sign in (the OAuth providers' buttons), given by the app. */
export function LoginPage({ alternatives }: { alternatives?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: unknown; email?: unknown } | null;
  const from = state?.from;
  // The address a confirmation link just confirmed (confirm-page.tsx): the user types only the password.
  const email = typeof state?.email === 'string' ? state.email : undefined;

  const submit = async (values: { email: string; password: string }) => {
    const pair = await login(values);
    startSession(pair, values.email);
    requestPlansAfterLogin();
    // Back to where the user was going when the session was asked for (spec 01 §2.2).
    await navigate(safeRedirect(from), { replace: true });
  };

  return (
    <AuthCard heading={texts.heading}>
      {alternatives}
      <LoginForm submit={submit} email={email} />
      <SwitchPrompt question={texts.noAccount} to="/signup" label={texts.signup} />
    </AuthCard>
  );
}
