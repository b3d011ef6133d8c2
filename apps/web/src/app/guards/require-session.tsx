import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../../shared/session/use-signed-in';
import { BootGate } from '../boot/boot-gate';

type LoginState = { from?: string };

/**
 * Spec 01 §2.2: signed-out users go to /login with their query parameters kept; after signing in
 * they continue to where they were going (`state.from`).
 */
export function RequireSession() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={{ pathname: '/login', search: location.search }} state={state} replace />;
  }
  return (
    <BootGate>
      <Outlet />
    </BootGate>
  );
}
