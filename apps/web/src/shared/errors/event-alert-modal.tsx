import { ErrorCode } from '@focal/contracts/error-codes';
import { Button, Text } from '@mantine/core';
import type { ApiError } from '../http/api-error';
import { closeModalsAndPopovers } from '../overlays/close-overlays';
import { closeModal, openModal } from '../ui/modal';
import { errorMessages } from './messages';
import { reloadPage } from './reload-page';
import { DialogFooter } from '../ui/dialog-footer';

const MODAL_ID = 'event-changed';

function EventAlertBody({ message, archived }: { message: string; archived: boolean }) {
  return (
    <>
      <Text>{message}</Text>
      <DialogFooter>
        {archived ? (
          <Button data-autofocus onClick={reloadPage}>
            {errorMessages.reloadThePage}
          </Button>
        ) : (
          <Button data-autofocus onClick={() => closeModal(MODAL_ID)}>
            {errorMessages.okay}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/**
 * Spec 01 §4.9 and §8: the event being edited was archived (705: reload to see it as it is now) or
 * completed (706: 'Okay'). Whatever was open about it closes first.
 */
export function openEventAlert(error: ApiError) {
  closeModalsAndPopovers();
  const archived = error.code === ErrorCode.EventArchived;
  return openModal({
    id: MODAL_ID,
    title: error.body.errorTitle,
    children: <EventAlertBody message={error.body.errorMessage} archived={archived} />,
  });
}
