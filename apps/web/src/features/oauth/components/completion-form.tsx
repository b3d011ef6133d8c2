import type { OAuthCompleteRequest, OAuthPendingSignup } from '@focal/contracts/oauth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { startSession } from '../../../shared/session/session-store';
import {
  CompletionForm as SharedCompletionForm,
  type CompletionFormValues,
} from '../../../shared/signup/completion-form';
import { saveThankYou, thankYouFrom } from '../../../shared/signup/thank-you-state';
import { useCompleteSignup } from '../api/complete-signup';
import {
  completionBody,
  completionSchema,
  type CompletionValues,
  initialValues,
} from '../lib/completion-schema';
import { oauthMessages } from '../messages';

const texts = oauthMessages.complete;

type Props = { token: string; pending: OAuthPendingSignup };

/** The "Just one more step!" form: only the fields the server listed, validated by the contract. */
export function CompletionForm({ token, pending }: Props) {
  const { fields } = pending;
  const navigate = useNavigate();
  const complete = useCompleteSignup();
  const resolver = useMemo(
    () => zodResolver(completionSchema(fields)) as unknown as Resolver<CompletionFormValues>,
    [fields],
  );
  const defaultValues = useMemo(() => initialValues(token, pending), [token, pending]);

  const send = async (formValues: CompletionFormValues) => {
    const values = formValues as CompletionValues;
    const result = await complete.mutateAsync(completionBody(values, fields) as OAuthCompleteRequest);
    if (!('access_token' in result)) {
      // A typed address: no session until its confirmation link is used (in this browser).
      saveThankYou(thankYouFrom(result));
      await navigate('/signup/thankyou', { replace: true });
      return;
    }
    startSession(result, values.email || pending.prefill.email || undefined);
    await navigate('/', { replace: true });
  };

  return (
    <SharedCompletionForm
      fields={fields}
      resolver={resolver}
      defaultValues={defaultValues}
      texts={texts}
      send={send}
      submitSize="md"
    />
  );
}
