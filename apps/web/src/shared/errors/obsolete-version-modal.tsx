import { Button, Group, Text } from '@mantine/core';
import { sharedMessages } from '../messages';
import { openModal } from '../ui/modal';
import { reloadPage } from './reload-page';

function ObsoleteVersionBody({ message }: { message: string }) {
  return (
    <>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button data-autofocus onClick={reloadPage}>
          {sharedMessages.reloadPage}
        </Button>
      </Group>
    </>
  );
}

/** Spec 01 §8: this tab runs an older build than the server serves; reloading fetches the new one. */
export function openObsoleteVersionModal(title: string, message: string) {
  return openModal({ id: 'obsolete-version', title, children: <ObsoleteVersionBody message={message} /> });
}
