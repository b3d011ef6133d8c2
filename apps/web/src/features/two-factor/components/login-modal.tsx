import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showCodedToast } from '../../../shared/toasts/toast-codes';
import { useAuthenticate } from '../api/authenticate';
import { closeTwoFactor, type TwoFactorPayload } from '../control';
import { completeSignIn } from '../lib/complete-sign-in';
import { failureOf, type Problem } from '../lib/failure';
import { checkCode } from '../lib/setup-checks';
import { twoFactorMessages } from '../messages';
import { CodeInput } from './code-input';
import { ModalLink } from './modal-link';
import { ProblemAlert } from './problem-alert';
import { SignInStepModal } from './sign-in-step-modal';

const texts = twoFactorMessages.login;

/**
 * Spec 02 §2 "Complete login with the authenticator app" (a 212): the code goes to AUTHENTICATE_2FA
 * with the sign-in's key and email; success signs in as the password sign-in does.
 */
export function LoginModal({ opened, payload }: { opened: boolean; payload: TwoFactorPayload }) {
  const [code, setCode] = useState('');
  const signIn = useAuthenticate();
  const busy = signIn.isPending;
  const [problem, setProblem] = useState<Problem | null>(null);
  const email = payload.userPayload?.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The setup's code rules (spec 02 §5) before a round trip; the server checks them again.
    const invalid = checkCode(code.trim());
    if (invalid) return showCodedToast({ code: invalid, context: 'twoFa' });
    const keys = payload.loginActions;
    if (!keys) return;
    setProblem(null);
    const variables = { link: keys.AUTHENTICATE_2FA, authorizationKey: keys.authorizationKey, email };
    signIn.mutate(
      { ...variables, code: code.trim() },
      {
        onSuccess: (result) => {
          completeSignIn(result, email);
          showCodedToast({ code: 's_4', context: 'twoFa' });
          closeTwoFactor('SUCCESS_LOGIN');
        },
        onError: (error) => setProblem(failureOf(error)),
      },
    );
  };

  return (
    <SignInStepModal opened={opened} busy={busy} title={texts.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CodeInput label={texts.label} placeholder={texts.placeholder} value={code} onChange={setCode} />
          <ProblemAlert problem={problem} />
          <Button type="submit" loading={busy}>
            {texts.submit}
          </Button>
          <ModalLink disabled={busy} onClick={() => closeTwoFactor('LAUNCH_RESET')}>
            {texts.reset}
          </ModalLink>
        </Stack>
      </form>
    </SignInStepModal>
  );
}
