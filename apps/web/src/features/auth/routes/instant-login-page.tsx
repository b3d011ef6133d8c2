import { useNavigate, useParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isSettled } from '../../../shared/http/api-error';
import { requestPlansAfterLogin } from '../../../shared/response-extras/plans-frame';
import { startSession } from '../../../shared/session/session-store';
import { useRunOnce } from '../../../shared/ui/run-once';
import { Waiting } from '../../../shared/ui/waiting';
import { useInstantLogin } from '../api/instant-login';
import { LinkFailed } from '../components/link-failed';
import { authMessages } from '../messages';

const texts = authMessages.instant;

/** A one-time sign-in link from an email: signs in and opens the dashboard. */
export function InstantLoginPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const instantLogin = useInstantLogin();

  useRunOnce(token, (value) =>
    instantLogin.mutate(value, {
      onSuccess: (pair) => {
        startSession(pair);
        requestPlansAfterLogin();
        void navigate('/', { replace: true });
      },
      onError: (error) => handleApiError(error),
    }),
  );

  // A 212 or 213 opened the two-factor modals over this page: it waits for them.
  if ((instantLogin.isError && !isSettled(instantLogin.error)) || !token) {
    return <LinkFailed error={instantLogin.error} />;
  }

  return <Waiting text={texts.signingIn} />;
}
