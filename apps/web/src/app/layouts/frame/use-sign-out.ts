import { useState } from 'react';
import { signOut } from '../../../shared/session/sign-out';

/** Sign out from the frame; the session watcher then goes to /login. */
export function useSignOut() {
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    if (signingOut) return;
    setSigningOut(true);
    await signOut('user');
  };
  return { signingOut, signOut: run };
}
