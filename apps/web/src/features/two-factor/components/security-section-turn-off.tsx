import { TWO_FA_CODE_LENGTH } from '@focal/contracts/two-factor-constants';
import { Alert, Button, Modal, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeError, type ErrorWording } from '../../../shared/errors/describe-error';
import { isApiError, isSettled } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useTurnOffTwoFactor } from '../api/turn-off';
import { securityMessages } from './security-section-messages';

const texts = securityMessages.turnOffModal;
const DIGITS = new RegExp(`^\\d{${TWO_FA_CODE_LENGTH}}$`);

type Props = { opened: boolean; onClose: () => void };

/**
 * Turning two-factor off asks for a current code, so a session left open on someone else's screen
 * cannot remove it. The server's refusals (a company requires it, a wrong or replayed code, too many
 * tries) are shown in the modal with its title and message, and the code can be tried again.
 */
export function TurnOffModal({ opened, onClose }: Props) {
  const turnOff = useTurnOffTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<ErrorWording | null>(null);

  const close = () => {
    if (turnOff.isPending) return;
    setCode('');
    setFieldError(null);
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const invalid = typed === '' ? texts.missing : DIGITS.test(typed) ? null : texts.format;
    setFieldError(invalid);
    setProblem(null);
    if (invalid) return;
    try {
      await turnOff.mutateAsync(typed);
      notifySuccess(texts.done);
      setCode('');
      onClose();
    } catch (error) {
      if (isSettled(error)) return;
      const field = isApiError(error) ? error.fields.sixDigitVerificationCode : undefined;
      if (field) setFieldError(field);
      else setProblem(describeError(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={texts.title}
      centered
      closeOnEscape={!turnOff.isPending}
      closeOnClickOutside={!turnOff.isPending}
      closeButtonProps={{ 'aria-label': texts.close, disabled: turnOff.isPending }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Text mb="md">{texts.text}</Text>
        <TextInput
          label={texts.label}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\s/g, ''))}
          error={fieldError}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FA_CODE_LENGTH}
          data-autofocus
        />
        {problem && (
          <Alert color="red" title={problem.title} role="alert" mt="md">
            {problem.message}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="default" onClick={close} disabled={turnOff.isPending}>
            {texts.cancel}
          </Button>
          <Button type="submit" color="red.9" loading={turnOff.isPending}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
