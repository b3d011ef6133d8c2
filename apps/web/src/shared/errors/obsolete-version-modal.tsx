import { Button, Text } from '@mantine/core';
import { sharedMessages } from '../messages';
import { openModal } from '../ui/modal';
import { reloadPage } from './reload-page';
import { DialogFooter } from '../ui/dialog-footer';

function ObsoleteVersionBody({ message }: { message: string }) {
  return (
    <>
      <Text>{message}</Text>
      <DialogFooter>
        <Button data-autofocus onClick={reloadPage}>
          {sharedMessages.reloadPage}
        </Button>
      </DialogFooter>
    </>
  );
}

/** Spec 01 §8: this tab runs an older build than the server serves; reloading fetches the new one. */
export function openObsoleteVersionModal(title: string, message: string) {
  return openModal({ id: 'obsolete-version', title, children: <ObsoleteVersionBody message={message} /> });
}
