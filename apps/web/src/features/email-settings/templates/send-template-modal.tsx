import type { EmailTemplate } from '@focal/contracts/email-templates';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useSendTemplate } from './api/template-mutations';
import { templateMessages } from './messages';

const texts = templateMessages.sendDialog;

/** "Use a template": sends it to an address (the user's own by default) through the studio's sender. */
export function SendTemplateModal({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const [to, setTo] = useState(useBootstrap().profile.email);
  const [error, setError] = useState<string | undefined>();
  const send = useSendTemplate();

  const submit = async () => {
    try {
      const answer = await send.mutateAsync({ id: template.id, to: to.trim() });
      notifySuccess(texts.sent(answer.to));
      onClose();
    } catch (failure) {
      handleApiError(failure, {
        setFieldError: (field, message) => {
          if (field !== 'to') return false;
          setError(message);
          return true;
        },
      });
    }
  };

  return (
    <Modal opened onClose={onClose} title={texts.title(template.name)} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text>{texts.text}</Text>
          <TextInput
            label={texts.to}
            type="email"
            required
            value={to}
            error={error}
            onChange={(event) => {
              setTo(event.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
          />
        </Stack>
        <DialogFooter>
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {texts.send}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
