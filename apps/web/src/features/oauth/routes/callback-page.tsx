import type { OAuthCallbackRequest } from '@focal/contracts/oauth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isSettled } from '../../../shared/http/api-error';
import { requestPlansAfterLogin } from '../../../shared/response-extras/plans-frame';
import { startSession } from '../../../shared/session/session-store';
import { useRunOnce } from '../../../shared/ui/run-once';
import { pendingSignupQuery } from '../api/get-pending-signup';
import { useOAuthCallback } from '../api/oauth-callback';
import { OAuthFailed } from '../components/oauth-failed';
import { Waiting } from '../../../shared/ui/waiting';
import { oauthMessages } from '../messages';

const texts = oauthMessages.callback;
const PASSED_ON = ['code', 'iss', 'error', 'error_description'] as const;

/** What the provider put in the address, as the callback endpoint takes it. */
function providerResponse(params: URLSearchParams): OAuthCallbackRequest | null {
  const state = params.get('state');
  if (!state) return null;
  const response: OAuthCallbackRequest = { state };
  for (const name of PASSED_ON) {
    const value = params.get(name);
    if (value !== null) response[name] = value;
  }
  return response;
}

/**
 * /signup/oauth2/code/{providerId}: the provider sent the browser back here. A known account signs in
 * and opens the dashboard; a new one goes on to "Just one more step!".
 */
export function OAuthCallbackPage() {
  const { providerId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const callback = useOAuthCallback();
  const response = providerResponse(params);

  // The state works once: posting it twice would make the second answer a failure.
  useRunOnce(response ? response.state : undefined, () => {
    if (!response || !providerId) return;
    callback.mutate(
      { providerId, response },
      {
        onSuccess: (result) => {
          if (result.status === 'signed_in') {
            startSession(result);
            requestPlansAfterLogin();
            void navigate('/', { replace: true });
            return;
          }
          const { completionToken, status: _status, ...pending } = result;
          queryClient.setQueryData(pendingSignupQuery(completionToken).queryKey, pending);
          const search = new URLSearchParams({ token: completionToken });
          void navigate(`/signup/oauth2/token/${encodeURIComponent(result.providerId)}?${search}`, {
            replace: true,
          });
        },
      },
    );
  });

  if (!response || !providerId) {
    return <OAuthFailed heading={texts.missingHeading} text={texts.missingText} />;
  }
  // A 212 or 213 opened the two-factor modals over this page: it waits for them (they go on to / or
  // back to /login).
  if (callback.isError && !isSettled(callback.error)) return <OAuthFailed error={callback.error} />;
  return <Waiting text={texts.signingIn} />;
}
