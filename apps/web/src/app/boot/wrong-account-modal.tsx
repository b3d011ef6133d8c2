import { Button, Text } from '@mantine/core';
import { navigateTo } from '../../shared/navigation';
import { closeModal, openModal } from '../../shared/ui/modal';
import { appMessages } from '../messages';
import { DialogFooter } from '../../shared/ui/dialog-footer';

const MODAL_ID = 'wrong-account';

function WrongAccountBody() {
  const close = () => closeModal(MODAL_ID);
  return (
    <>
      <Text>{appMessages.wrongAccountText}</Text>
      <DialogFooter>
        <Button variant="default" onClick={close}>
          {appMessages.cancel}
        </Button>
        <Button
          data-autofocus
          onClick={() => {
            close();
            navigateTo('/admins');
          }}
        >
          {appMessages.goToAdminLogin}
        </Button>
      </DialogFooter>
    </>
  );
}

/** Spec 01 §4.2: administrator credentials were used on the photographers' login. */
export function openWrongAccountModal() {
  return openModal({ id: MODAL_ID, title: appMessages.wrongAccountTitle, children: <WrongAccountBody /> });
}
