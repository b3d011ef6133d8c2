import { Navigate, useSearchParams } from 'react-router';
import { useSignedIn } from '../../../shared/session/use-signed-in';
import { OAuthCompletionPage } from './completion-page';

/**
 * /signup/complete (spec 01 §2.2): where a sign-up begun elsewhere is finished ('Just one more
 * step!'). With `?token=` it is the pending OAuth or Xero sign-up's form, as under
 * /signup/oauth2/token/{providerId}. Without one, a signed-in user goes home, where bootstrap opens
 * the complete-sign-up modal if the account still needs it; anyone else is told the link is missing.
 */
export function SignupCompletePage() {
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  if (!params.get('token') && signedIn) return <Navigate to="/" replace />;
  return <OAuthCompletionPage />;
}
