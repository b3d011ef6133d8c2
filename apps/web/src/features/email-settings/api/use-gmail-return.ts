import type { EmailSettingsLink } from '@focal/contracts/email-settings';
import type { GmailConnection, GmailConnectRequest } from '@focal/contracts/gmail';
import { GMAIL_OAUTH_MAIL_PROVIDER, OAUTH_MAIL_PROVIDER_PARAM } from '@focal/contracts/gmail';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ErrorWording, describeError } from '../../../shared/errors/describe-error';
import { isSettled } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { emailSettingsMessages } from '../messages';
import { useLinkMutation } from './supplied-links';

const texts = emailSettingsMessages.gmail;
/** States already sent: a state opens once, even when React mounts the page twice. */
const sentStates = new Set<string>();

/**
 * Spec 02 §4: the sign-in opened Google in this tab; Google sends the browser back here with
 * `oauthMailProvider=gmail`, `code` and `state`. The page completes the connection once, takes the
 * parameters out of the address (a reload must not send a used code again) and says how it went.
 */
export function useGmailReturn(link: EmailSettingsLink | undefined) {
  const [params, setParams] = useSearchParams();
  const connect = useLinkMutation<GmailConnection, GmailConnectRequest>(link);
  const [failure, setFailure] = useState<ErrorWording | null>(null);
  const provider = params.get(OAUTH_MAIL_PROVIDER_PARAM);
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');
  const { mutateAsync } = connect;

  useEffect(() => {
    if (provider !== GMAIL_OAUTH_MAIL_PROVIDER || !link) return;
    setParams({}, { replace: true });
    if (refused || !code || !state) {
      setFailure({ title: texts.completeFailed, message: texts.denied });
      return;
    }
    if (sentStates.has(state)) return;
    sentStates.add(state);
    setFailure(null);
    mutateAsync({ code, state }).then(
      (connection) => notifySuccess(texts.completed(connection.address ?? '')),
      (error: unknown) => {
        if (!isSettled(error)) setFailure(describeError(error));
      },
    );
  }, [provider, code, state, refused, link, setParams, mutateAsync]);

  return { completing: connect.isPending, failure };
}
