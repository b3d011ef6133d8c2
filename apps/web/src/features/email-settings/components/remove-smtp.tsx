import type { EmailSettingsLink } from '@focal/contracts/email-settings';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useLinkMutation } from '../api/supplied-links';
import { emailSettingsMessages } from '../messages';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

const texts = emailSettingsMessages.smtp;

/** Removes the studio's own server after a confirmation: Focal's sender takes over again. */
export function RemoveSmtp({ link }: { link: EmailSettingsLink | undefined }) {
  const remove = useLinkMutation<unknown, undefined>(link);
  const [asking, setAsking] = useState(false);
  if (!link) return null;

  const confirm = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess(texts.removed);
    } catch (error) {
      handleApiError(error);
    }
    setAsking(false);
  };

  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)}>
        {texts.remove}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={texts.removeTitle}
        text={texts.removeText}
        confirmLabel={texts.remove}
        danger
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
