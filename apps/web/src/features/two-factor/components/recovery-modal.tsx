import type { RecoverTwoFactorRequest } from '@focal/contracts/two-factor';
import { SECRET_ANSWER_MAX_LENGTH, type SecretQuestionId } from '@focal/contracts/two-factor-constants';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showCodedToast } from '../../../shared/toasts/toast-codes';
import { useRecoverAndSignIn } from '../api/recover';
import { closeTwoFactor, type TwoFactorPayload } from '../control';
import { completeSignIn } from '../lib/complete-sign-in';
import { failureOf, type Problem } from '../lib/failure';
import { twoFactorMessages } from '../messages';
import { ModalLink } from './modal-link';
import { ProblemAlert } from './problem-alert';
import { SignInStepModal } from './sign-in-step-modal';

const texts = twoFactorMessages.recovery;

/**
 * Spec 02 §2 "Answer security questions": RECOVER_2FA with the answers (or, beyond the spec, one
 * recovery code), then at once AUTHENTICATE_2FA with the same key and no code (§4). Signed in, the
 * user is asked to set two-factor up again; a company that requires it answers 213, and the forced
 * setup takes over (the catalogue opens it).
 */
export function RecoveryModal({ opened, payload }: { opened: boolean; payload: TwoFactorPayload }) {
  const questions = payload.recoverUser2FA?.secretQuestions ?? [];
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [useCode, setUseCode] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const recovery = useRecoverAndSignIn();
  const busy = recovery.isPending;
  const [problem, setProblem] = useState<Problem | null>(null);

  const request = (authorizationKey: string): RecoverTwoFactorRequest | null => {
    if (useCode) {
      if (!recoveryCode.trim()) return (setCodeError(texts.codeMissing), null);
      return { authorizationKey, recoveryCode: recoveryCode.trim() };
    }
    // Spec 02 §5: the reset check asks only that each answer is filled in.
    if (answers.some((answer) => !answer.trim()))
      return (showCodedToast({ code: 'e_0', context: 'twoFa' }), null);
    return {
      authorizationKey,
      questions: questions.map((q, i) => ({
        questionId: q.id as SecretQuestionId,
        answer: answers[i]!.trim(),
      })),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keys = payload.loginActions;
    const recoverLink = payload.recoverUser2FA?.actions.RECOVER_2FA;
    if (busy || !keys || !recoverLink) return;
    const body = request(keys.authorizationKey);
    if (!body) return;
    const email = payload.userPayload?.email ?? '';
    setProblem(null);
    recovery.mutate(
      { recoverLink, body, authenticateLink: keys.AUTHENTICATE_2FA, email },
      {
        onSuccess: (result) => {
          completeSignIn(result, email);
          showCodedToast({ code: 's_5', context: 'twoFa' });
          closeTwoFactor('SUCCESS_LOGIN');
          void import('./set-up-again').then(({ askToSetUpAgain }) => askToSetUpAgain());
        },
        onError: (error) => setProblem(failureOf(error)),
      },
    );
  };

  return (
    <SignInStepModal opened={opened} busy={busy} title={texts.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {useCode ? (
            <TextInput
              label={texts.codeLabel}
              placeholder={texts.codePlaceholder}
              value={recoveryCode}
              onChange={(event) => {
                setRecoveryCode(event.currentTarget.value);
                setCodeError(null);
              }}
              error={codeError}
              maxLength={64}
              autoComplete="off"
              data-autofocus
            />
          ) : (
            questions.map((question, i) => (
              <TextInput
                key={question.id}
                label={`${question.question} *`}
                placeholder={texts.placeholder}
                value={answers[i] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAnswers((now) => now.map((answer, j) => (j === i ? value : answer)));
                }}
                maxLength={SECRET_ANSWER_MAX_LENGTH}
                autoComplete="off"
                data-autofocus={i === 0 || undefined}
              />
            ))
          )}
          <ProblemAlert problem={problem} />
          <Button type="submit" loading={busy}>
            {texts.submit}
          </Button>
          <ModalLink disabled={busy} onClick={() => setUseCode(!useCode)}>
            {useCode ? texts.useQuestions : texts.useCode}
          </ModalLink>
          <ModalLink disabled={busy} onClick={() => closeTwoFactor('LAUNCH_LOGIN')}>
            {texts.toLogin}
          </ModalLink>
        </Stack>
      </form>
    </SignInStepModal>
  );
}
