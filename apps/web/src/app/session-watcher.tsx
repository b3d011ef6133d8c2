import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSignedOut } from '../shared/session/session-store';
import { closeAllModals } from '../shared/ui/modal';

/**
 * Whatever ended the session (Sign out, a 450, a failed refresh, another tab signing out):
 * close open modals and go to /login. (The query cache clears itself: see query-client.ts.)
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignedOut(() => {
        closeAllModals();
        void navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return null;
}
