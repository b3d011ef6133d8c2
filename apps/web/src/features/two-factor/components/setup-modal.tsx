import type { TurnOnTwoFactorRequest } from '@focal/contracts/two-factor';
import { SECRET_QUESTIONS_REQUIRED, type SecretQuestionId } from '@focal/contracts/two-factor-constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../shared/http/api-error';
import { showCodedToast } from '../../../shared/toasts/toast-codes';
import { TWO_FACTOR_MODAL_Z_INDEX } from '../../../shared/ui/layers';
import { useTurnOn } from '../api/turn-on';
import { closeTwoFactor, markTwoFactor, type TwoFactorPayload } from '../control';
import { completeSignIn } from '../lib/complete-sign-in';
import { failureOf, type Problem } from '../lib/failure';
import { checkCode, checkQuestions, type QuestionRow, type SetupProblem } from '../lib/setup-checks';
import { useQrImage } from '../lib/use-qr-image';
import { twoFactorMessages } from '../messages';
import { CancelDialog } from './cancel-dialog';
import { CodeStep } from './code-step';
import { DownloadStep } from './download-step';
import { ProblemAlert } from './problem-alert';
import { QuestionsStep } from './questions-step';
import { RecoveryCodesView } from './recovery-codes-view';
import { SetupStepper } from './setup-stepper';
import { StepSlide } from './step-slide';

const texts = twoFactorMessages.setup;
const LAST = 2;

/**
 * Spec 02 §2–§5 "Set Up Two-Factor Authentication": Download App, Set Questions, Enter Code, then
 * (beyond the spec) the recovery codes. From a 213 (`loginActions`) the setup also signs in.
 */
export function SetupModal({ opened, payload }: { opened: boolean; payload: TwoFactorPayload }) {
  const metadata = payload.configure2faMetadata!;
  const keys = payload.loginActions;
  const qr = useQrImage(metadata.actions.DOWNLOAD_QR_IMAGE.url);
  const [active, setActive] = useState(0);
  const [forward, setForward] = useState(true);
  const [rows, setRows] = useState<QuestionRow[]>(() =>
    Array.from({ length: SECRET_QUESTIONS_REQUIRED }, () => ({ question: null, answer: '' })),
  );
  const [code, setCode] = useState('');
  const [enforce, setEnforce] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const turnOn = useTurnOn();
  const saving = turnOn.isPending;
  // The recovery codes, once saved: shown until 'I have saved them'.
  const saved = turnOn.data;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const owner = payload.enforcement?.canChange ? payload.enforcement.companyName : null;

  const refuse = (step: number, reason: SetupProblem) => {
    setFailed(step);
    showCodedToast({ code: reason, context: 'twoFa' });
  };
  const go = (step: number) => {
    setForward(step > active);
    setFailed(null);
    setActive(step);
  };
  const next = () => {
    // Spec 02 §4: Set Questions cannot be left forward until its answers are valid.
    const reason = active === 1 ? checkQuestions(rows) : null;
    if (reason) return refuse(1, reason);
    go(active + 1);
  };

  const finish = () => {
    const reason = checkCode(code.trim());
    if (reason) return refuse(LAST, reason);
    const asked = payload.askPassword === true;
    setPasswordError(asked && password === '' ? twoFactorMessages.code.passwordMissing : null);
    if (asked && password === '') return setFailed(LAST);
    setFailed(null);
    setProblem(null);
    const body: TurnOnTwoFactorRequest & { authorizationKey?: string } = {
      sixDigitVerificationCode: code.trim(),
      secretQuestions: rows.map((row) => ({
        question: row.question as SecretQuestionId,
        answer: row.answer.trim(),
      })),
      enforce2FA: owner !== null && enforce,
      ...(asked ? { currentPassword: password } : {}),
      ...(keys ? { authorizationKey: keys.authorizationKey } : {}),
    };
    // Signed in, the user's own setup; at sign-in, the key stands for the session.
    turnOn.mutate(
      { link: metadata.actions.TURN_ON_2FA, body, signedIn: !keys },
      {
        onSuccess: () => {
          markTwoFactor('SUCCESS_SETUP');
          showCodedToast({ code: 's_0', context: 'twoFa' });
        },
        // A wrong password shows on its field; the code and answers stay as typed.
        onError: (error) => {
          const field = isApiError(error) ? error.fields.currentPassword : undefined;
          if (field) {
            setPasswordError(field);
            setFailed(LAST);
          } else setProblem(failureOf(error));
        },
      },
    );
  };

  const done = () => {
    if (keys && saved?.access_token && saved.refresh_token) {
      completeSignIn(
        { ...saved, access_token: saved.access_token, refresh_token: saved.refresh_token },
        payload.userPayload?.email,
      );
      closeTwoFactor('SETUP_AND_LOGIN');
    } else closeTwoFactor('SETUP_ONLY');
  };
  // While saving, cancel and close are ignored (spec 02 §4); the codes close only with their button.
  const askToCancel = () => !saving && !saved && setConfirming(true);
  const cancel = () => {
    markTwoFactor('DISMISS_SETUP');
    closeTwoFactor('DISMISS_SETUP');
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={askToCancel}
        title={saved ? twoFactorMessages.recoveryCodes.title : texts.title}
        centered
        size="lg"
        zIndex={TWO_FACTOR_MODAL_Z_INDEX}
        closeOnClickOutside={false}
        closeOnEscape={!confirming}
        trapFocus={!confirming}
        withCloseButton={!saved}
        closeButtonProps={{ 'aria-label': twoFactorMessages.close, disabled: saving }}
      >
        {saved ? (
          <RecoveryCodesView codes={saved.recoveryCodes} onDone={done} />
        ) : (
          <Stack gap="md">
            {payload.enforce && payload.enforcement && (
              <Text fw={500}>{texts.forcedIntro(payload.enforcement.companyName)}</Text>
            )}
            <SetupStepper active={active} failed={failed} />
            <StepSlide key={active} forward={forward}>
              {active === 0 && <DownloadStep secret={metadata.twoFaSecret} qr={qr} />}
              {active === 1 && (
                <QuestionsStep
                  rows={rows}
                  onChange={(i, row) => setRows((now) => now.map((r, j) => (j === i ? row : r)))}
                />
              )}
              {active === LAST && (
                <CodeStep
                  code={code}
                  onCode={setCode}
                  ownerOf={owner}
                  enforce={enforce}
                  onEnforce={setEnforce}
                  password={
                    payload.askPassword
                      ? { value: password, onChange: setPassword, error: passwordError }
                      : null
                  }
                />
              )}
            </StepSlide>
            <ProblemAlert problem={problem} />
            <Group justify="space-between">
              {active === 0 ? (
                <Button variant="default" onClick={askToCancel}>
                  {texts.cancel}
                </Button>
              ) : (
                <Button variant="default" onClick={() => go(active - 1)} disabled={saving}>
                  {texts.previous}
                </Button>
              )}
              {active < LAST ? (
                <Button onClick={next}>{texts.next}</Button>
              ) : (
                <Button onClick={finish} loading={saving}>
                  {texts.finish}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
      <CancelDialog opened={opened && confirming} onConfirm={cancel} onBack={() => setConfirming(false)} />
    </>
  );
}
